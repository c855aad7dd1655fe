# Datetime descriptors called on a foreign receiver: slot wrappers say 'requires a ... object
# but received', methods and properties 'doesn't apply to', as CPython 3.11.
import datetime as dt
D = dt.datetime
x = D(2020, 1, 2, 3, 4)
t = dt.time(1, 2)
calls = [
    lambda: D.utcoffset(1),
    lambda: dt.date.weekday(t),
    lambda: dt.date.weekday(5),
    lambda: D.__repr__(1),
    lambda: D.__eq__(dt.date(2020, 1, 1), x),
    lambda: dt.time.__repr__(1),
    lambda: dt.time.isoformat(x),
    lambda: dt.time.__hash__(x),
    lambda: dt.date.__repr__(t),
    lambda: dt.date.year.__get__(1),
    lambda: D.timestamp(dt.date(2020, 1, 1)),
    lambda: dt.timedelta.__repr__(1),
    lambda: dt.timedelta.total_seconds(1),
    lambda: dt.timedelta.days.__get__(x),
    lambda: dt.timedelta.__add__(x, x),
    lambda: dt.time.__format__(1, ""),
    lambda: dt.time.strftime(x, ""),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: descriptor 'utcoffset' for 'datetime.datetime' objects doesn't apply to a 'int' object
# TypeError: descriptor 'weekday' for 'datetime.date' objects doesn't apply to a 'datetime.time' object
# TypeError: descriptor 'weekday' for 'datetime.date' objects doesn't apply to a 'int' object
# TypeError: descriptor '__repr__' requires a 'datetime.datetime' object but received a 'int'
# TypeError: descriptor '__eq__' requires a 'datetime.datetime' object but received a 'datetime.date'
# TypeError: descriptor '__repr__' requires a 'datetime.time' object but received a 'int'
# TypeError: descriptor 'isoformat' for 'datetime.time' objects doesn't apply to a 'datetime.datetime' object
# TypeError: descriptor '__hash__' requires a 'datetime.time' object but received a 'datetime.datetime'
# TypeError: descriptor '__repr__' requires a 'datetime.date' object but received a 'datetime.time'
# TypeError: descriptor 'year' for 'datetime.date' objects doesn't apply to a 'int' object
# TypeError: descriptor 'timestamp' for 'datetime.datetime' objects doesn't apply to a 'datetime.date' object
# TypeError: descriptor '__repr__' requires a 'datetime.timedelta' object but received a 'int'
# TypeError: descriptor 'total_seconds' for 'datetime.timedelta' objects doesn't apply to a 'int' object
# TypeError: descriptor 'days' for 'datetime.timedelta' objects doesn't apply to a 'datetime.datetime' object
# TypeError: descriptor '__add__' requires a 'datetime.timedelta' object but received a 'datetime.datetime'
# TypeError: descriptor '__format__' for 'datetime.time' objects doesn't apply to a 'int' object
# TypeError: descriptor 'strftime' for 'datetime.time' objects doesn't apply to a 'datetime.datetime' object
