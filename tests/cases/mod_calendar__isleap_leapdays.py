import calendar

for y in [1900, 2000, 2023, 2024, 2100, 1, 9999, 0, -4]:
    print(y, calendar.isleap(y))
print(calendar.leapdays(1, 2024), calendar.leapdays(2000, 2001), calendar.leapdays(1900, 2100), calendar.leapdays(2000, 1900))
print(calendar.mdays)

# ---- expected stdout ----
# 1900 False
# 2000 True
# 2023 False
# 2024 True
# 2100 False
# 1 False
# 9999 False
# 0 True
# -4 True
# 490 1 49 -24
# [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
