from datetime import timedelta
print(repr(timedelta(days=1.5)), repr(timedelta(hours=1.3, minutes=0.1)))
print(repr(timedelta(microseconds=1.5)), repr(timedelta(microseconds=2.5)), repr(timedelta(microseconds=-1.5)))
print(repr(timedelta(seconds=0.1)), repr(timedelta(milliseconds=1.00051)), repr(timedelta(days=-1, seconds=1.5)))
print(repr(timedelta(weeks=0.001)), repr(timedelta(minutes=-0.0000001)))
print(repr(timedelta(seconds=1) * 1.5), repr(1.1 * timedelta(microseconds=10)))
print(repr(timedelta(microseconds=3) / 2), repr(timedelta(microseconds=5) / 2), repr(timedelta(microseconds=7) / 2.0))
print(repr(timedelta(hours=1) / 3.5), repr(timedelta(days=1) * 0.3333))
print(timedelta(days=1).total_seconds(), timedelta(microseconds=1).total_seconds(), timedelta.max.total_seconds())
for args in [{"days": float("nan")}, {"days": float("inf")}, {"days": 1e300}, {"seconds": "1"}, {"foo": 1}]:
    try:
        timedelta(**args)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# ---- expected stdout ----
# datetime.timedelta(days=1, seconds=43200) datetime.timedelta(seconds=4686)
# datetime.timedelta(microseconds=2) datetime.timedelta(microseconds=2) datetime.timedelta(days=-1, seconds=86399, microseconds=999998)
# datetime.timedelta(microseconds=100000) datetime.timedelta(microseconds=1001) datetime.timedelta(days=-1, seconds=1, microseconds=500000)
# datetime.timedelta(seconds=604, microseconds=800000) datetime.timedelta(days=-1, seconds=86399, microseconds=999994)
# datetime.timedelta(seconds=1, microseconds=500000) datetime.timedelta(microseconds=11)
# datetime.timedelta(microseconds=2) datetime.timedelta(microseconds=2) datetime.timedelta(microseconds=4)
# datetime.timedelta(seconds=1028, microseconds=571429) datetime.timedelta(seconds=28797, microseconds=120000)
# 86400.0 1e-06 86400000000000.0
# ValueError: cannot convert float NaN to integer
# OverflowError: cannot convert float infinity to integer
# OverflowError: Python int too large to convert to C int
# TypeError: unsupported type for timedelta seconds component: str
# TypeError: 'foo' is an invalid keyword argument for __new__()
