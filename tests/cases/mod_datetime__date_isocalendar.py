from datetime import date
for y, m, d in [(2024, 1, 1), (2021, 1, 3), (2020, 12, 31), (2019, 12, 30), (2026, 12, 31), (2015, 1, 1)]:
    ic = date(y, m, d).isocalendar()
    print(date(y, m, d), ic, ic.year, ic.week, ic.weekday, tuple(ic))
print(date.fromisocalendar(2020, 53, 7), date.fromisocalendar(2024, 1, 1))
print(date.fromisocalendar(year=2021, week=10, day=3))
y, w, d = date(2024, 6, 15).isocalendar()
print(y, w, d, len(date(2024, 6, 15).isocalendar()))
print(date(2024, 6, 15).isocalendar() == (2024, 24, 6))
for args in [(2020, 54, 1), (2021, 53, 1), (2020, 1, 8), (2020, 0, 1), (0, 1, 1)]:
    try:
        date.fromisocalendar(*args)
    except ValueError as e:
        print("ValueError:", e)

# ---- expected stdout ----
# 2024-01-01 datetime.IsoCalendarDate(year=2024, week=1, weekday=1) 2024 1 1 (2024, 1, 1)
# 2021-01-03 datetime.IsoCalendarDate(year=2020, week=53, weekday=7) 2020 53 7 (2020, 53, 7)
# 2020-12-31 datetime.IsoCalendarDate(year=2020, week=53, weekday=4) 2020 53 4 (2020, 53, 4)
# 2019-12-30 datetime.IsoCalendarDate(year=2020, week=1, weekday=1) 2020 1 1 (2020, 1, 1)
# 2026-12-31 datetime.IsoCalendarDate(year=2026, week=53, weekday=4) 2026 53 4 (2026, 53, 4)
# 2015-01-01 datetime.IsoCalendarDate(year=2015, week=1, weekday=4) 2015 1 4 (2015, 1, 4)
# 2021-01-03 2024-01-01
# 2021-03-10
# 2024 24 6 3
# True
# ValueError: Invalid week: 54
# ValueError: Invalid week: 53
# ValueError: Invalid day: 8 (range is [1, 7])
# ValueError: Invalid week: 0
# ValueError: Year is out of range: 0
