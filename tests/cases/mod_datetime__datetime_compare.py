from datetime import datetime, timezone, timedelta
a = datetime(2024, 1, 1, 12)
b = datetime(2024, 1, 1, 12, fold=1)
print(a == b, hash(a) == hash(b), a < datetime(2024, 1, 1, 12, 0, 0, 1))
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
e = datetime(2024, 1, 1, 7, tzinfo=timezone(timedelta(hours=-5)))
print(u == e, hash(u) == hash(e), u < e, u <= e)
print(u == a, u != a)
try:
    u < a
except TypeError as err:
    print("TypeError:", err)
try:
    a - u
except TypeError as err:
    print("TypeError:", err)
print(e - u, u - datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=2))))
print(sorted([u, e, datetime(2024, 1, 1, 13, tzinfo=timezone(timedelta(hours=2)))]))
print(max([datetime(2024, 5, 1), datetime(2023, 1, 1), datetime(2024, 5, 1, 0, 0, 1)]))
print(len({u, e}), len({a, b}))

# ---- expected stdout ----
# True True True
# True True False True
# False True
# TypeError: can't compare offset-naive and offset-aware datetimes
# TypeError: can't subtract offset-naive and offset-aware datetimes
# 0:00:00 14:00:00
# [datetime.datetime(2024, 1, 1, 13, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=7200))), datetime.datetime(2024, 1, 1, 12, 0, tzinfo=datetime.timezone.utc), datetime.datetime(2024, 1, 1, 7, 0, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=68400)))]
# 2024-05-01 00:00:01
# 1 1
