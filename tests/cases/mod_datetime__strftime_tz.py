from datetime import datetime, time, timezone, timedelta
naive = datetime(2024, 1, 2, 3, 4, 5)
print(repr(naive.strftime("%z|%Z|%f")))
utc = naive.replace(tzinfo=timezone.utc)
print(repr(utc.strftime("%z|%Z")))
ist = naive.replace(tzinfo=timezone(timedelta(hours=5, minutes=30), "IST"))
print(repr(ist.strftime("%Y-%m-%dT%H:%M:%S%z %Z")))
neg = naive.replace(tzinfo=timezone(timedelta(hours=-3, seconds=-15, microseconds=-5)))
print(repr(neg.strftime("%z %Z")))
pct = naive.replace(tzinfo=timezone(timedelta(0), "A%dB"))
print(repr(pct.strftime("%Z %d")))
print(repr(time(1, 2, tzinfo=timezone(timedelta(hours=2))).strftime("%H:%M%z %Z")))
print(repr(naive.strftime("%%z %%Z %%f")))

# ---- expected stdout ----
# '||000000'
# '+0000|UTC'
# '2024-01-02T03:04:05+0530 IST'
# '-030015.000005 UTC-03:00:15.000005'
# 'A%dB 02'
# '01:02+0200 UTC+02:00'
# '%z %Z %f'
