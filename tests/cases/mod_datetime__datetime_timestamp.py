from datetime import datetime, timezone, timedelta, date
print(datetime(2024, 1, 2, 3, 4, 5, 500000, tzinfo=timezone.utc).timestamp())
print(datetime(1970, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(1969, 12, 31, 23, 59, tzinfo=timezone.utc).timestamp())
print(datetime(2024, 1, 2, tzinfo=timezone(timedelta(hours=5))).timestamp())
print(datetime.fromtimestamp(1704164645, timezone.utc))
print(datetime.fromtimestamp(1704164645.5, tz=timezone(timedelta(hours=-8))))
print(datetime.utcfromtimestamp(0), datetime.utcfromtimestamp(1.0000015), datetime.utcfromtimestamp(-1.5))
print(datetime.fromtimestamp(0.0000025, timezone.utc), datetime.fromtimestamp(0.0000035, timezone.utc))
print(datetime.utcfromtimestamp(86400 * 365.25 * 30))
print(repr(datetime.fromtimestamp(1e9, timezone.utc)))
for bad in [1e20, float("nan"), "x", 1e12]:
    try:
        datetime.utcfromtimestamp(bad)
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(datetime(2024, 7, 1, 12, tzinfo=timezone.utc).utctimetuple())
print(datetime(2024, 7, 1, 1, tzinfo=timezone(timedelta(hours=3))).utctimetuple())

# ---- expected stdout ----
# 1704164645.5
# 0.0 -60.0
# 1704135600.0
# 2024-01-02 03:04:05+00:00
# 2024-01-01 19:04:05.500000-08:00
# 1970-01-01 00:00:00 1970-01-01 00:00:01.000001 1969-12-31 23:59:58.500000
# 1970-01-01 00:00:00.000002+00:00 1970-01-01 00:00:00.000004+00:00
# 2000-01-01 12:00:00
# datetime.datetime(2001, 9, 9, 1, 46, 40, tzinfo=datetime.timezone.utc)
# OverflowError: timestamp out of range for platform time_t
# ValueError: Invalid value NaN (not a number)
# TypeError: 'str' object cannot be interpreted as an integer
# ValueError: year 33658 is out of range
# time.struct_time(tm_year=2024, tm_mon=7, tm_mday=1, tm_hour=12, tm_min=0, tm_sec=0, tm_wday=0, tm_yday=183, tm_isdst=0)
# time.struct_time(tm_year=2024, tm_mon=6, tm_mday=30, tm_hour=22, tm_min=0, tm_sec=0, tm_wday=6, tm_yday=182, tm_isdst=0)
