import calendar

for y, m in [(2024, 1), (2024, 2), (2023, 2), (1900, 2), (2000, 2), (2024, 12), (1, 1), (9999, 12)]:
    print(y, m, calendar.monthrange(y, m))
print(calendar.weekday(2024, 7, 4), calendar.weekday(1970, 1, 1), calendar.weekday(0, 1, 1), calendar.weekday(10000, 1, 1))
print(calendar.MONDAY, calendar.TUESDAY, calendar.WEDNESDAY, calendar.THURSDAY, calendar.FRIDAY, calendar.SATURDAY, calendar.SUNDAY)
for f in [lambda: calendar.monthrange(2024, 13), lambda: calendar.monthrange(2024, 0), lambda: calendar.weekday(2024, 13, 1),
          lambda: calendar.weekday(2024, 2, 30), lambda: calendar.weekday(2024.0, 1, 1)]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 2024 1 (0, 31)
# 2024 2 (3, 29)
# 2023 2 (2, 28)
# 1900 2 (3, 28)
# 2000 2 (1, 29)
# 2024 12 (6, 31)
# 1 1 (0, 31)
# 9999 12 (2, 31)
# 3 3 5 5
# 0 1 2 3 4 5 6
# IllegalMonthError bad month number 13; must be 1-12
# IllegalMonthError bad month number 0; must be 1-12
# ValueError month must be in 1..12
# ValueError day is out of range for month
# TypeError 'float' object cannot be interpreted as an integer
