from datetime import datetime
for s, f in [("2024-01-02 03:04:05 +0530", "%Y-%m-%d %H:%M:%S %z"), ("2024-01-02T03:04:05Z", "%Y-%m-%dT%H:%M:%S%z"),
             ("03:04 -08:00", "%H:%M %z"), ("03:04 +01:02:03.5", "%H:%M %z"), ("03:04 UTC", "%H:%M %Z"),
             ("03:04 +0000 UTC", "%H:%M %z %Z"), ("03:04 +0100 GMT", "%H:%M %z %Z"), ("03:04 -0000", "%H:%M %z")]:
    d = datetime.strptime(s, f)
    print(repr(d), d.tzname(), d.utcoffset())
for s, f in [("03:04 EST", "%H:%M %Z"), ("03:04 +2400", "%H:%M %z"), ("03:04 +01", "%H:%M %z")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)

# ---- expected stdout ----
# datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone(datetime.timedelta(seconds=19800))) UTC+05:30 5:30:00
# datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc) UTC 0:00:00
# datetime.datetime(1900, 1, 1, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=57600))) UTC-08:00 -1 day, 16:00:00
# datetime.datetime(1900, 1, 1, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(seconds=3723, microseconds=500000))) UTC+01:02:03.500000 1:02:03.500000
# datetime.datetime(1900, 1, 1, 3, 4) None None
# datetime.datetime(1900, 1, 1, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(0), 'UTC')) UTC 0:00:00
# datetime.datetime(1900, 1, 1, 3, 4, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600), 'GMT')) GMT 1:00:00
# datetime.datetime(1900, 1, 1, 3, 4, tzinfo=datetime.timezone.utc) UTC 0:00:00
# ValueError: time data '03:04 EST' does not match format '%H:%M %Z'
# ValueError: offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not datetime.timedelta(days=1).
# ValueError: time data '03:04 +01' does not match format '%H:%M %z'
