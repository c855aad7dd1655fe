# Argument errors of natives bound through Signature, with CPython's wording.
import datetime as dt
d = dt.date(2020, 1, 2)
t = dt.time(1, 2)
x = dt.datetime(2020, 1, 2, 3, 4)

calls = [
    lambda: dt.date(2020),
    lambda: dt.date(2020, 1, 2, 3),
    lambda: dt.date(2020, 1, day=2, foo=1),
    lambda: dt.date(2020, 1, 2, year=1),
    lambda: dt.date.fromordinal(),
    lambda: dt.date.fromordinal(ordinal=1, x=2),
    lambda: dt.date.fromisocalendar(2020, 1),
    lambda: d.replace(1, 2, 3, 4),
    lambda: d.replace(month=2, x=1),
    lambda: d.strftime(),
    lambda: d.strftime("%Y", "x"),
    lambda: d.__format__(),
    lambda: d.__format__(1, 2),
    lambda: d.__format__(format=''),
    lambda: dt.date.fromordinal(ordinal=1),
    lambda: d.strftime(format='%Y'),
    lambda: dt.time(1, 2, 3, 4, None, 0),
    lambda: dt.time(1, 2, 3, 4, None, 0, 1),
    lambda: dt.time(x=1),
    lambda: t.replace(1, 2, 3, 4, None, 1),
    lambda: t.replace(fold=1, hour=3),
    lambda: t.isoformat("auto", 1),
    lambda: t.isoformat(spec="x"),
    lambda: dt.datetime(2020, 1),
    lambda: dt.datetime(2020, 1, 2, 3, 4, 5, 6, None, 0),
    lambda: dt.datetime(2020, 1, 2, fold=1, x=2),
    lambda: dt.datetime.now(None, 1),
    lambda: dt.datetime.now(x=1),
    lambda: dt.datetime.fromtimestamp(),
    lambda: dt.datetime.combine(d),
    lambda: dt.datetime.combine(d, t, None, 1),
    lambda: x.replace(2020, 1, 2, 3, 4, 5, 6, None, 0),
    lambda: x.replace(yr=1),
    lambda: x.astimezone(1, 2),
    lambda: x.isoformat("T", "auto", 1),
    lambda: x.isoformat(sep="T", ts=1),
    lambda: dt.timedelta(x=1),
    lambda: dt.timedelta(1, 2, 3, 4, 5, 6, 7, 8),
    lambda: dt.timedelta(1, days=2),
    lambda: dt.timezone(),
    lambda: dt.timezone(dt.timedelta(0), "a", 1),
    lambda: dt.timezone(offset=dt.timedelta(0), nm="x"),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: function missing required argument 'month' (pos 2)
# TypeError: function takes at most 3 arguments (4 given)
# TypeError: function takes at most 3 arguments (4 given)
# TypeError: function takes at most 3 arguments (4 given)
# TypeError: fromordinal() takes exactly 1 argument (0 given)
# TypeError: fromordinal() takes no keyword arguments
# TypeError: fromisocalendar() missing required argument 'day' (pos 3)
# TypeError: replace() takes at most 3 arguments (4 given)
# TypeError: 'x' is an invalid keyword argument for replace()
# TypeError: strftime() missing required argument 'format' (pos 1)
# TypeError: strftime() takes at most 1 argument (2 given)
# TypeError: __format__() takes exactly 1 argument (0 given)
# TypeError: __format__() takes exactly 1 argument (2 given)
# TypeError: date.__format__() takes no keyword arguments
# TypeError: fromordinal() takes no keyword arguments
# ok
# TypeError: function takes at most 5 positional arguments (6 given)
# TypeError: function takes at most 6 arguments (7 given)
# TypeError: 'x' is an invalid keyword argument for this function
# TypeError: replace() takes at most 5 positional arguments (6 given)
# ok
# TypeError: isoformat() takes at most 1 argument (2 given)
# TypeError: 'spec' is an invalid keyword argument for isoformat()
# TypeError: function missing required argument 'day' (pos 3)
# TypeError: function takes at most 8 positional arguments (9 given)
# TypeError: 'x' is an invalid keyword argument for this function
# TypeError: now() takes at most 1 argument (2 given)
# TypeError: 'x' is an invalid keyword argument for now()
# TypeError: fromtimestamp() missing required argument 'timestamp' (pos 1)
# TypeError: combine() missing required argument 'time' (pos 2)
# TypeError: combine() takes at most 3 arguments (4 given)
# TypeError: replace() takes at most 8 positional arguments (9 given)
# TypeError: 'yr' is an invalid keyword argument for replace()
# TypeError: astimezone() takes at most 1 argument (2 given)
# TypeError: isoformat() takes at most 2 arguments (3 given)
# TypeError: 'ts' is an invalid keyword argument for isoformat()
# TypeError: 'x' is an invalid keyword argument for __new__()
# TypeError: __new__() takes at most 7 arguments (8 given)
# TypeError: argument for __new__() given by name ('days') and position (1)
# TypeError: timezone() missing required argument 'offset' (pos 1)
# TypeError: timezone() takes at most 2 arguments (3 given)
# TypeError: 'nm' is an invalid keyword argument for timezone()
