from datetime import datetime, timezone, timedelta
u = datetime(2024, 3, 10, 12, 0, tzinfo=timezone.utc)
tokyo = timezone(timedelta(hours=9), "JST")
ny = timezone(timedelta(hours=-5), "EST")
print(u.astimezone(tokyo), u.astimezone(ny), u.astimezone(tokyo).astimezone(ny))
print(repr(u.astimezone(tokyo)))
print(u.astimezone(timezone.utc) is u, u.astimezone(tokyo) == u)
naive = datetime(2024, 3, 10, 12, 0)
print(repr(naive.astimezone(tokyo)))
print(repr(naive.astimezone()))
local = u.astimezone()
print(local.tzname(), local.utcoffset())
print(datetime(2024, 1, 1, 23, 30, tzinfo=ny).astimezone(tokyo).date())
print(u.utcoffset(), u.tzname(), u.dst(), naive.utcoffset(), naive.tzname(), naive.dst())

# ---- expected stdout ----
# 2024-03-10 21:00:00+09:00 2024-03-10 07:00:00-05:00 2024-03-10 07:00:00-05:00
# datetime.datetime(2024, 3, 10, 21, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=32400), 'JST'))
# True True
# datetime.datetime(2024, 3, 10, 21, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=32400), 'JST'))
# datetime.datetime(2024, 3, 10, 12, 0, tzinfo=datetime.timezone(datetime.timedelta(0), 'UTC'))
# UTC 0:00:00
# 2024-01-02
# 0:00:00 UTC None None None None
