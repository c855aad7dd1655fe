from datetime import datetime, date, time
dt = datetime(2024, 1, 2, 3, 4, 5, 6)
print(dt)
print(repr(dt))
print(repr(datetime(2024, 1, 2)), repr(datetime(2024, 1, 2, 3)), repr(datetime(2024, 1, 2, 3, 4, 5)))
print(dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond, dt.tzinfo, dt.fold)
print(dt.date(), dt.time(), repr(dt.timetz()))
print(dt.isoformat(), dt.isoformat(" "), dt.isoformat(timespec="minutes"), dt.isoformat(sep="_", timespec="milliseconds"))
print(datetime(2024, 1, 2, 3, 4, 5).isoformat(timespec="microseconds"), datetime(2024, 1, 2).isoformat(timespec="hours"))
print(dt.ctime(), dt.weekday(), dt.isoweekday(), dt.toordinal())
print(dt.timetuple())
print(datetime.min, datetime.max, datetime.resolution)
print(isinstance(dt, date), issubclass(datetime, date))
print(datetime.combine(date(2024, 5, 6), time(7, 8, 9)))
print(datetime.fromordinal(738887), datetime.fromisocalendar(2024, 1, 1))
print(dt.replace(year=2000, microsecond=0), dt.replace(hour=23, minute=59))
print(str(datetime(2024, 1, 2, 3, 4, 5, 123000)))

# ---- expected stdout ----
# 2024-01-02 03:04:05.000006
# datetime.datetime(2024, 1, 2, 3, 4, 5, 6)
# datetime.datetime(2024, 1, 2, 0, 0) datetime.datetime(2024, 1, 2, 3, 0) datetime.datetime(2024, 1, 2, 3, 4, 5)
# 2024 1 2 3 4 5 6 None 0
# 2024-01-02 03:04:05.000006 datetime.time(3, 4, 5, 6)
# 2024-01-02T03:04:05.000006 2024-01-02 03:04:05.000006 2024-01-02T03:04 2024-01-02_03:04:05.000
# 2024-01-02T03:04:05.000000 2024-01-02T00
# Tue Jan  2 03:04:05 2024 1 2 738887
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=-1)
# 0001-01-01 00:00:00 9999-12-31 23:59:59.999999 0:00:00.000001
# True True
# 2024-05-06 07:08:09
# 2024-01-02 00:00:00 2024-01-01 00:00:00
# 2000-01-02 03:04:05 2024-01-02 23:59:05.000006
# 2024-01-02 03:04:05.123000
