from datetime import datetime, date
for d in [datetime(2024, 1, 2, 3, 4, 5), datetime(1, 1, 1), datetime(2024, 12, 25, 23, 59, 59), date(999, 3, 4)]:
    print(repr(d.ctime()))
tt = datetime(2024, 2, 29, 13, 14, 15).timetuple()
print(tt)
print(tt.tm_year, tt.tm_mon, tt.tm_mday, tt.tm_hour, tt.tm_min, tt.tm_sec, tt.tm_wday, tt.tm_yday, tt.tm_isdst)
print(tt[0], tt[-1], tt[:3], len(tt), list(tt)[6:], tt == (2024, 2, 29, 13, 14, 15, 3, 60, -1))
y, mo, *rest = tt
print(y, mo, rest)
print(date(2024, 12, 31).timetuple().tm_yday, date(2023, 12, 31).timetuple().tm_yday)

# ---- expected stdout ----
# 'Tue Jan  2 03:04:05 2024'
# 'Mon Jan  1 00:00:00 0001'
# 'Wed Dec 25 23:59:59 2024'
# 'Mon Mar  4 00:00:00 0999'
# time.struct_time(tm_year=2024, tm_mon=2, tm_mday=29, tm_hour=13, tm_min=14, tm_sec=15, tm_wday=3, tm_yday=60, tm_isdst=-1)
# 2024 2 29 13 14 15 3 60 -1
# 2024 -1 (2024, 2, 29) 9 [3, 60, -1] True
# 2024 2 [29, 13, 14, 15, 3, 60, -1]
# 366 365
