from datetime import datetime, timezone
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
attempt(lambda: datetime(2024, 1, 1, 24))
attempt(lambda: datetime(2024, 1, 1, 1, 60))
attempt(lambda: datetime(2024, 1, 1, 1, 1, 60))
attempt(lambda: datetime(2024, 1, 1, 1, 1, 1, 1000000))
attempt(lambda: datetime(2024, 1, 1, fold=2))
attempt(lambda: datetime(2024, 1, 1, tzinfo=1))
attempt(lambda: datetime(2024))
attempt(lambda: datetime(2024, 2, 30, 1))
attempt(lambda: datetime(2024, 1, 1, 1, 2, 3, 4, None, 5))
attempt(lambda: datetime(2024, 1, 1).replace(foo=1))
attempt(lambda: datetime(2024, 1, 1).isoformat(timespec="x"))
attempt(lambda: datetime(2024, 1, 1).isoformat(sep="ab"))
attempt(lambda: datetime.combine(1, 2))
attempt(lambda: datetime.combine(datetime(2024, 1, 1)))
attempt(lambda: datetime(2024, 1, 1).astimezone(5))
attempt(lambda: datetime.now(1))
attempt(lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone("UTC"))

# ---- expected stdout ----
# ValueError: hour must be in 0..23
# ValueError: minute must be in 0..59
# ValueError: second must be in 0..59
# ValueError: microsecond must be in 0..999999
# ValueError: fold must be either 0 or 1
# TypeError: tzinfo argument must be None or of a tzinfo subclass, not type 'int'
# TypeError: function missing required argument 'month' (pos 2)
# ValueError: day is out of range for month
# TypeError: function takes at most 8 positional arguments (9 given)
# TypeError: 'foo' is an invalid keyword argument for replace()
# ValueError: Unknown timespec value
# TypeError: isoformat() argument 1 must be a unicode character, not str
# TypeError: combine() argument 1 must be datetime.date, not int
# TypeError: combine() missing required argument 'time' (pos 2)
# TypeError: tzinfo argument must be None or of a tzinfo subclass, not type 'int'
# TypeError: tzinfo argument must be None or of a tzinfo subclass, not type 'int'
# TypeError: tzinfo argument must be None or of a tzinfo subclass, not type 'str'
