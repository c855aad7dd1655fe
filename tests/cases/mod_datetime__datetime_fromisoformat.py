from datetime import datetime
for s in ["2024-01-02", "2024-01-02T03", "2024-01-02T03:04", "2024-01-02 03:04:05", "2024-01-02T03:04:05.1",
          "2024-01-02T03:04:05.123456789", "2024-01-02T03:04:05,5", "20240102T030405", "2024-01-02T03:04:05Z",
          "2024-01-02T03:04:05+05:30", "2024-01-02T03:04:05-0800", "2024-01-02T03:04:05+01:02:03.5",
          "2024-W01-2T10:00", "2024-01-02x03:04"]:
    print(repr(datetime.fromisoformat(s)))
for s in ["2024-01-02T", "2024-01-02T3:04", "2024-01-02T03:04:05.", "2024-01-02T03:04:05+1", "2024-01-02T25:00", "2024-01-02T03:04:05+24:00", "not a date"]:
    try:
        datetime.fromisoformat(s)
    except ValueError as e:
        print("ValueError:", e)
dt = datetime(2024, 5, 6, 7, 8, 9, 10)
print(datetime.fromisoformat(dt.isoformat()) == dt, datetime.fromisoformat(str(dt)) == dt)

# ---- expected stdout ----
# datetime.datetime(2024, 1, 2, 0, 0)
# datetime.datetime(2024, 1, 2, 3, 0)
# datetime.datetime(2024, 1, 2, 3, 4)
# datetime.datetime(2024, 1, 2, 3, 4, 5)
# datetime.datetime(2024, 1, 2, 3, 4, 5, 100000)
# datetime.datetime(2024, 1, 2, 3, 4, 5, 123456)
# datetime.datetime(2024, 1, 2, 3, 4, 5, 500000)
# datetime.datetime(2024, 1, 2, 3, 4, 5)
# datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)
# datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone(datetime.timedelta(seconds=19800)))
# datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=57600)))
# datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone(datetime.timedelta(seconds=3723, microseconds=500000)))
# datetime.datetime(2024, 1, 2, 10, 0)
# datetime.datetime(2024, 1, 2, 3, 4)
# ValueError: Invalid isoformat string: '2024-01-02T'
# ValueError: Invalid isoformat string: '2024-01-02T3:04'
# ValueError: Invalid isoformat string: '2024-01-02T03:04:05.'
# ValueError: Invalid isoformat string: '2024-01-02T03:04:05+1'
# ValueError: hour must be in 0..23
# ValueError: offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not datetime.timedelta(days=1).
# ValueError: Invalid isoformat string: 'not a date'
# True True
