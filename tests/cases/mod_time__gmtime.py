import time
t = time.gmtime(0)
print(t)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst, t.tm_zone, t.tm_gmtoff)
print(time.gmtime(1704164645))
print(time.gmtime(-1.5), time.gmtime(1704164645.99).tm_sec)
print(time.gmtime(951782400))
print(t[0], t[-1], t[1:3], len(t), tuple(t), list(time.gmtime(86399)))
print(t == (1970, 1, 1, 0, 0, 0, 3, 1, 0), isinstance(t, tuple))
for bad in [1e20, "x", float("nan")]:
    try:
        time.gmtime(bad)
    except (OverflowError, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# time.struct_time(tm_year=1970, tm_mon=1, tm_mday=1, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=3, tm_yday=1, tm_isdst=0)
# 1970 1 1 0 0 0 3 1 0 GMT 0
# time.struct_time(tm_year=2024, tm_mon=1, tm_mday=2, tm_hour=3, tm_min=4, tm_sec=5, tm_wday=1, tm_yday=2, tm_isdst=0)
# time.struct_time(tm_year=1969, tm_mon=12, tm_mday=31, tm_hour=23, tm_min=59, tm_sec=58, tm_wday=2, tm_yday=365, tm_isdst=0) 5
# time.struct_time(tm_year=2000, tm_mon=2, tm_mday=29, tm_hour=0, tm_min=0, tm_sec=0, tm_wday=1, tm_yday=60, tm_isdst=0)
# 1970 0 (1, 1) 9 (1970, 1, 1, 0, 0, 0, 3, 1, 0) [1970, 1, 1, 23, 59, 59, 3, 1, 0]
# True True
# OverflowError: timestamp out of range for platform time_t
# TypeError: 'str' object cannot be interpreted as an integer
# ValueError: Invalid value NaN (not a number)
