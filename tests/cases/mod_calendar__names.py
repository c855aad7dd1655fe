import calendar

print(list(calendar.month_name))
print(list(calendar.month_abbr))
print(list(calendar.day_name))
print(list(calendar.day_abbr))
print(len(calendar.month_name), len(calendar.day_abbr), calendar.month_name[1:3], calendar.month_name[-1], calendar.day_name[6])
print(type(calendar.month_name).__name__)

# ---- expected stdout ----
# ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
# ['', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
# ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
# ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
# 13 7 ['January', 'February'] December Sunday
# _localized_month
