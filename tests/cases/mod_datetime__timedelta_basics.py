from datetime import timedelta
for td in [timedelta(), timedelta(1), timedelta(seconds=1), timedelta(microseconds=1), timedelta(days=1, seconds=3600),
           timedelta(weeks=2, days=3, hours=4, minutes=5, seconds=6, milliseconds=7, microseconds=8),
           timedelta(days=-1), timedelta(seconds=-1), timedelta(hours=-25), timedelta(microseconds=-1),
           timedelta(days=-2, hours=3), timedelta(days=1000, hours=1)]:
    print(repr(td), "|", str(td), "|", td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta.min, timedelta.max, timedelta.resolution)
print(repr(timedelta.min), repr(timedelta.max))
print(bool(timedelta(0)), bool(timedelta(microseconds=1)))
print(timedelta(hours=24) == timedelta(days=1), hash(timedelta(hours=24)) == hash(timedelta(days=1)))
print(sorted([timedelta(3), timedelta(-1), timedelta(hours=5)]))

# ---- expected stdout ----
# datetime.timedelta(0) | 0:00:00 | 0 0 0 0.0
# datetime.timedelta(days=1) | 1 day, 0:00:00 | 1 0 0 86400.0
# datetime.timedelta(seconds=1) | 0:00:01 | 0 1 0 1.0
# datetime.timedelta(microseconds=1) | 0:00:00.000001 | 0 0 1 1e-06
# datetime.timedelta(days=1, seconds=3600) | 1 day, 1:00:00 | 1 3600 0 90000.0
# datetime.timedelta(days=17, seconds=14706, microseconds=7008) | 17 days, 4:05:06.007008 | 17 14706 7008 1483506.007008
# datetime.timedelta(days=-1) | -1 day, 0:00:00 | -1 0 0 -86400.0
# datetime.timedelta(days=-1, seconds=86399) | -1 day, 23:59:59 | -1 86399 0 -1.0
# datetime.timedelta(days=-2, seconds=82800) | -2 days, 23:00:00 | -2 82800 0 -90000.0
# datetime.timedelta(days=-1, seconds=86399, microseconds=999999) | -1 day, 23:59:59.999999 | -1 86399 999999 -1e-06
# datetime.timedelta(days=-2, seconds=10800) | -2 days, 3:00:00 | -2 10800 0 -162000.0
# datetime.timedelta(days=1000, seconds=3600) | 1000 days, 1:00:00 | 1000 3600 0 86403600.0
# -999999999 days, 0:00:00 999999999 days, 23:59:59.999999 0:00:00.000001
# datetime.timedelta(days=-999999999) datetime.timedelta(days=999999999, seconds=86399, microseconds=999999)
# False True
# True True
# [datetime.timedelta(days=-1), datetime.timedelta(seconds=18000), datetime.timedelta(days=3)]
