from datetime import timezone, timedelta, datetime, UTC
print(repr(timezone.utc), str(timezone.utc), timezone.utc is UTC)
for tz in [timezone(timedelta(hours=1)), timezone(timedelta(hours=-3, minutes=-30), "NST"), timezone(timedelta(0)),
           timezone(timedelta(0), "UTC"), timezone(timedelta(seconds=90)), timezone(timedelta(hours=5, microseconds=7))]:
    print(repr(tz), "|", str(tz), "|", tz.tzname(None), tz.utcoffset(None), tz.dst(None))
print(timezone.min, timezone.max, repr(timezone.min))
print(timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), "X"), timezone.utc == timezone(timedelta(0)))
print(hash(timezone(timedelta(hours=2))) == hash(timezone(timedelta(hours=2), "Y")))
d = datetime(2024, 1, 1, tzinfo=timezone.utc)
nine = timezone(timedelta(hours=9))
print(nine.fromutc(d.replace(tzinfo=nine)))
for bad in [lambda: timezone(1), lambda: timezone(timedelta(hours=24)), lambda: timezone(timedelta(hours=1), 5),
            lambda: timezone(), lambda: timezone.utc.utcoffset(5), lambda: timezone.utc.fromutc(d),
            lambda: timezone.utc.fromutc(5), lambda: timezone(timedelta(0), None)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# datetime.timezone.utc UTC True
# datetime.timezone(datetime.timedelta(seconds=3600)) | UTC+01:00 | UTC+01:00 1:00:00 None
# datetime.timezone(datetime.timedelta(days=-1, seconds=73800), 'NST') | NST | NST -1 day, 20:30:00 None
# datetime.timezone.utc | UTC | UTC 0:00:00 None
# datetime.timezone(datetime.timedelta(0), 'UTC') | UTC | UTC 0:00:00 None
# datetime.timezone(datetime.timedelta(seconds=90)) | UTC+00:01:30 | UTC+00:01:30 0:01:30 None
# datetime.timezone(datetime.timedelta(seconds=18000, microseconds=7)) | UTC+05:00:00.000007 | UTC+05:00:00.000007 5:00:00.000007 None
# UTC-23:59 UTC+23:59 datetime.timezone(datetime.timedelta(days=-1, seconds=60))
# True True
# True
# 2024-01-01 09:00:00+09:00
# TypeError: timezone() argument 1 must be datetime.timedelta, not int
# ValueError: offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not datetime.timedelta(days=1).
# TypeError: timezone() argument 2 must be str, not int
# TypeError: timezone() missing required argument 'offset' (pos 1)
# TypeError: utcoffset(dt) argument must be a datetime instance or None, not int
# TypeError: fromutc: argument must be a datetime
# TypeError: timezone() argument 2 must be str, not None
