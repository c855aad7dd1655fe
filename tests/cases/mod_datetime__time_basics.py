from datetime import time, timezone, timedelta
t = time(3, 4, 5, 6)
print(t, repr(t), repr(time()), repr(time(1, 2)), repr(time(1, 2, 3)), repr(time(0, 0, 0, 1)))
print(t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold)
print(t.isoformat(), t.isoformat("hours"), t.isoformat(timespec="minutes"), t.isoformat(timespec="milliseconds"))
print(time.min, time.max, time.resolution)
print(t.replace(hour=23), t.replace(microsecond=0), repr(t.replace(fold=1)))
tz = time(12, 30, tzinfo=timezone(timedelta(hours=-5)))
print(tz, repr(tz), tz.utcoffset(), tz.tzname(), tz.dst())
print(time(1) < time(2), time(1) == time(1, 0), time(12, tzinfo=timezone.utc) == time(7, tzinfo=timezone(timedelta(hours=-5))))
print(bool(time(0)), time.fromisoformat("03:04:05.5"), repr(time.fromisoformat("T0304Z")))
for bad in [lambda: time(24), lambda: time(1, 60), lambda: time(1, 2, 3, 4, 5), lambda: time(fold=3), lambda: t.isoformat("x"),
            lambda: time(1) < time(1, tzinfo=timezone.utc), lambda: time(1) < 1]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(time(1) == time(1, tzinfo=timezone.utc))

# ---- expected stdout ----
# 03:04:05.000006 datetime.time(3, 4, 5, 6) datetime.time(0, 0) datetime.time(1, 2) datetime.time(1, 2, 3) datetime.time(0, 0, 0, 1)
# 3 4 5 6 None 0
# 03:04:05.000006 03 03:04 03:04:05.000
# 00:00:00 23:59:59.999999 0:00:00.000001
# 23:04:05.000006 03:04:05 datetime.time(3, 4, 5, 6, fold=1)
# 12:30:00-05:00 datetime.time(12, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=68400))) -1 day, 19:00:00 UTC-05:00 None
# True True True
# True 03:04:05.500000 datetime.time(3, 4, tzinfo=datetime.timezone.utc)
# ValueError: hour must be in 0..23
# ValueError: minute must be in 0..59
# TypeError: tzinfo argument must be None or of a tzinfo subclass, not type 'int'
# ValueError: fold must be either 0 or 1
# ValueError: Unknown timespec value
# TypeError: can't compare offset-naive and offset-aware times
# TypeError: '<' not supported between instances of 'datetime.time' and 'int'
# False
