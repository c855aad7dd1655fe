from datetime import date
d = date(2024, 1, 2)
print(d)
print(repr(d))
print(d.year, d.month, d.day)
print(d.weekday(), d.isoweekday(), d.toordinal())
print(date(2024, 2, 29), date(2000, 2, 29), date(1, 1, 1), date(9999, 12, 31))
print(date(year=2023, month=12, day=25))
print(date.min, date.max, date.resolution)
print(d.isoformat(), str(d), d.ctime())
print(date.fromordinal(738887), date.fromordinal(1))
print(d.replace(year=2025), d.replace(month=3, day=15), d.replace())
print(d.timetuple())
print(d.isocalendar(), d.isocalendar().week, d.isocalendar()[0])

# ---- expected stdout ----
# 2024-01-02
# datetime.date(2024, 1, 2)
# 2024 1 2
# 1 2 738887
# 2024-02-29 2000-02-29 0001-01-01 9999-12-31
# 2023-12-25
# 0001-01-01 9999-12-31 1 day, 0:00:00
# 2024-01-02 2024-01-02 Tue Jan  2 00:00:00 2024
# 2024-01-02 0001-01-01
# 2025-01-02 2024-03-15 2024-01-02
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=1, tm_yday=2, tm_isdst=-1)
# datetime.IsoCalendarDate(year=2024, week=1, weekday=2) 1 2024
