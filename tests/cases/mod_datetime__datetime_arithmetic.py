from datetime import datetime, timedelta
a = datetime(2024, 2, 28, 22, 30)
print(a + timedelta(hours=3))
print(a + timedelta(days=1, hours=3), timedelta(minutes=90) + a)
print(a - timedelta(weeks=1, microseconds=1))
b = datetime(2024, 3, 1, 6, 15, 30, 250000)
print(b - a, a - b, repr(b - a))
print((b - a).total_seconds(), (b - a).days, (b - a).seconds, (b - a).microseconds)
print(datetime(2024, 12, 31, 23, 59, 59, 999999) + timedelta(microseconds=1))
print(datetime(2000, 1, 1) - datetime(1970, 1, 1))
for bad in [lambda: datetime.max + timedelta(microseconds=1), lambda: datetime.min - timedelta(1), lambda: a + a, lambda: a - 5, lambda: a - b.date()]:
    try:
        bad()
    except (OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
t = datetime(2024, 1, 1)
stamps = []
while t < datetime(2024, 1, 2):
    stamps.append(t.strftime("%H:%M"))
    t += timedelta(hours=5, minutes=30)
print(stamps)

# ---- expected stdout ----
# 2024-02-29 01:30:00
# 2024-03-01 01:30:00 2024-02-29 00:00:00
# 2024-02-21 22:29:59.999999
# 1 day, 7:45:30.250000 -2 days, 16:14:29.750000 datetime.timedelta(days=1, seconds=27930, microseconds=250000)
# 114330.25 1 27930 250000
# 2025-01-01 00:00:00
# 10957 days, 0:00:00
# OverflowError: date value out of range
# OverflowError: date value out of range
# TypeError: unsupported operand type(s) for +: 'datetime.datetime' and 'datetime.datetime'
# TypeError: unsupported operand type(s) for -: 'datetime.datetime' and 'int'
# TypeError: unsupported operand type(s) for -: 'datetime.datetime' and 'datetime.date'
# ['00:00', '05:30', '11:00', '16:30', '22:00']
