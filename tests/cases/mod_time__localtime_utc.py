import time
print(time.timezone, time.altzone, time.daylight, time.tzname)
lt = time.localtime(1704164645)
print(lt, lt.tm_zone, lt.tm_gmtoff)
print(time.mktime(lt), time.mktime((2024, 1, 2, 3, 4, 5, 0, 0, 0)))
print(time.mktime((2024, 13, 1, 0, 0, 0, 0, 0, -1)), time.mktime((2024, 1, 32, 25, 61, 61, 0, 0, 0)))
print(time.ctime(0), time.ctime(1704164645.7))
print(time.asctime(time.gmtime(1704164645)), time.asctime((1, 1, 2, 3, 4, 5, 0, 1, 0)))
for bad in [lambda: time.mktime(5), lambda: time.mktime((2024, 1, 2)), lambda: time.asctime((2024, 13, 1, 0, 0, 0, 0, 1, 0)), lambda: time.asctime("x")]:
    try:
        bad()
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# 0 0 0 ('UTC', 'UTC')
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=0) UTC 0
# 1704164645.0 1704164645.0
# 1735689600.0 1706839321.0
# Thu Jan  1 00:00:00 1970 Tue Jan  2 03:04:05 2024
# Tue Jan  2 03:04:05 2024 Mon Jan  2 03:04:05 1
# TypeError: Tuple or struct_time argument required
# TypeError: mktime(): illegal time tuple argument
# ValueError: month out of range
# TypeError: Tuple or struct_time argument required
