import calendar

for row in calendar.monthcalendar(2024, 2):
    print(row)
print(calendar.monthcalendar(2021, 2))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday())
print(calendar.monthcalendar(2024, 9))
calendar.setfirstweekday(calendar.MONDAY)
print(calendar.firstweekday(), calendar.weekheader(2), '|', calendar.weekheader(9), '|')

# ---- expected stdout ----
# [0, 0, 0, 1, 2, 3, 4]
# [5, 6, 7, 8, 9, 10, 11]
# [12, 13, 14, 15, 16, 17, 18]
# [19, 20, 21, 22, 23, 24, 25]
# [26, 27, 28, 29, 0, 0, 0]
# [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28]]
# 6
# [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28], [29, 30, 0, 0, 0, 0, 0]]
# 0 Mo Tu We Th Fr Sa Su |   Monday   Tuesday  Wednesday  Thursday   Friday   Saturday   Sunday  |
