# Argument errors of the datetime classes' methods, classmethods and slot wrappers.
import datetime as dt
D = dt.datetime
d = dt.date(2020, 1, 2)
t = dt.time(1, 2)
x = D(2020, 1, 2, 3, 4)
td = dt.timedelta(1)
tz = dt.timezone.utc
ti = dt.tzinfo()

calls = [
    lambda: D.utcoffset(x, 1),
    lambda: D.utcoffset(x, y=1),
    lambda: x.dst(1),
    lambda: x.tzname(1),
    lambda: x.timetuple(1),
    lambda: x.utctimetuple(a=1),
    lambda: x.timestamp(1),
    lambda: x.ctime(1),
    lambda: x.date(1),
    lambda: x.time(1),
    lambda: x.timetz(1),
    lambda: D.utcnow(1),
    lambda: D.utcfromtimestamp(),
    lambda: D.utcfromtimestamp(1, 2),
    lambda: D.utcfromtimestamp(t=2),
    lambda: D.fromisoformat(),
    lambda: D.fromisoformat(s=""),
    lambda: D.strptime("a"),
    lambda: D.strptime(),
    lambda: D.strptime("a", "b", "c"),
    lambda: D.strptime("a", x=1),
    lambda: D.strptime(1, "b"),
    lambda: D.strptime("a", None),
    lambda: D.__repr__(x, 1),
    lambda: D.__str__(x, 1),
    lambda: D.__hash__(x, 1),
    lambda: D.__eq__(x),
    lambda: D.__eq__(x, 1, 2),
    lambda: D.__eq__(x, y=1),
    lambda: D.__add__(x),
    lambda: x.__radd__(y=1),
    lambda: D.__sub__(x),
    lambda: x.strftime(),
    lambda: x.strftime(1),
    lambda: x.strftime("%Y", 2),
    lambda: x.strftime(fmt=1),
    lambda: dt.date.today(1),
    lambda: dt.date.fromtimestamp(),
    lambda: dt.date.fromtimestamp(1, 2),
    lambda: dt.date.fromtimestamp(t=1),
    lambda: dt.date.fromisoformat(),
    lambda: d.toordinal(1),
    lambda: d.weekday(x=1),
    lambda: d.isoweekday(1),
    lambda: d.isocalendar(1),
    lambda: d.timetuple(1),
    lambda: d.isoformat(1),
    lambda: d.ctime(1),
    lambda: d.__repr__(1),
    lambda: d.__str__(1),
    lambda: d.__hash__(1),
    lambda: d.__eq__(),
    lambda: d.__lt__(1, 2),
    lambda: d.__add__(),
    lambda: d.__radd__(x=1),
    lambda: d.__sub__(),
    lambda: d.__format__(),
    lambda: t.utcoffset(1),
    lambda: t.dst(1),
    lambda: t.tzname(1),
    lambda: dt.time.fromisoformat(),
    lambda: t.__repr__(1),
    lambda: t.__str__(1),
    lambda: t.__hash__(1),
    lambda: t.__eq__(),
    lambda: t.__ge__(1, 2),
    lambda: t.__format__(),
    lambda: t.strftime(),
    lambda: td.total_seconds(1),
    lambda: td.__repr__(1),
    lambda: td.__str__(1),
    lambda: ti.utcoffset(),
    lambda: ti.dst(1, 2),
    lambda: ti.tzname(),
    lambda: ti.fromutc(),
    lambda: ti.fromutc(x=1),
    lambda: tz.utcoffset(),
    lambda: tz.dst(1, 2),
    lambda: tz.tzname(),
    lambda: tz.fromutc(),
    lambda: tz.fromutc(1),
    lambda: tz.__repr__(1),
    lambda: tz.__eq__(),
    lambda: tz.__hash__(1),
    lambda: tz.__str__(1),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)
print(repr(D.__repr__(x)), D.__eq__(x, x), D.__add__(x, td), d.__radd__(td), tz.__eq__(tz))

# ---- expected stdout ----
# TypeError: datetime.utcoffset() takes no arguments (1 given)
# TypeError: datetime.utcoffset() takes no keyword arguments
# TypeError: datetime.dst() takes no arguments (1 given)
# TypeError: datetime.tzname() takes no arguments (1 given)
# TypeError: datetime.timetuple() takes no arguments (1 given)
# TypeError: datetime.utctimetuple() takes no keyword arguments
# TypeError: datetime.timestamp() takes no arguments (1 given)
# TypeError: datetime.ctime() takes no arguments (1 given)
# TypeError: datetime.date() takes no arguments (1 given)
# TypeError: datetime.time() takes no arguments (1 given)
# TypeError: datetime.timetz() takes no arguments (1 given)
# TypeError: datetime.utcnow() takes no arguments (1 given)
# TypeError: utcfromtimestamp() takes exactly 1 argument (0 given)
# TypeError: utcfromtimestamp() takes exactly 1 argument (2 given)
# TypeError: utcfromtimestamp() takes no keyword arguments
# TypeError: datetime.fromisoformat() takes exactly one argument (0 given)
# TypeError: datetime.fromisoformat() takes no keyword arguments
# TypeError: strptime() takes exactly 2 arguments (1 given)
# TypeError: strptime() takes exactly 2 arguments (0 given)
# TypeError: strptime() takes exactly 2 arguments (3 given)
# TypeError: strptime() takes no keyword arguments
# TypeError: strptime() argument 1 must be str, not int
# TypeError: strptime() argument 2 must be str, not None
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: wrapper __eq__() takes no keyword arguments
# TypeError: expected 1 argument, got 0
# TypeError: wrapper __radd__() takes no keyword arguments
# TypeError: expected 1 argument, got 0
# TypeError: strftime() missing required argument 'format' (pos 1)
# TypeError: strftime() argument 1 must be str, not int
# TypeError: strftime() takes at most 1 argument (2 given)
# TypeError: strftime() missing required argument 'format' (pos 1)
# TypeError: date.today() takes no arguments (1 given)
# TypeError: date.fromtimestamp() takes exactly one argument (0 given)
# TypeError: date.fromtimestamp() takes exactly one argument (2 given)
# TypeError: date.fromtimestamp() takes no keyword arguments
# TypeError: date.fromisoformat() takes exactly one argument (0 given)
# TypeError: date.toordinal() takes no arguments (1 given)
# TypeError: date.weekday() takes no keyword arguments
# TypeError: date.isoweekday() takes no arguments (1 given)
# TypeError: date.isocalendar() takes no arguments (1 given)
# TypeError: date.timetuple() takes no arguments (1 given)
# TypeError: date.isoformat() takes no arguments (1 given)
# TypeError: date.ctime() takes no arguments (1 given)
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: expected 1 argument, got 0
# TypeError: wrapper __radd__() takes no keyword arguments
# TypeError: expected 1 argument, got 0
# TypeError: __format__() takes exactly 1 argument (0 given)
# TypeError: time.utcoffset() takes no arguments (1 given)
# TypeError: time.dst() takes no arguments (1 given)
# TypeError: time.tzname() takes no arguments (1 given)
# TypeError: time.fromisoformat() takes exactly one argument (0 given)
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: __format__() takes exactly 1 argument (0 given)
# TypeError: strftime() missing required argument 'format' (pos 1)
# TypeError: timedelta.total_seconds() takes no arguments (1 given)
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: tzinfo.utcoffset() takes exactly one argument (0 given)
# TypeError: tzinfo.dst() takes exactly one argument (2 given)
# TypeError: tzinfo.tzname() takes exactly one argument (0 given)
# TypeError: tzinfo.fromutc() takes exactly one argument (0 given)
# TypeError: tzinfo.fromutc() takes no keyword arguments
# TypeError: timezone.utcoffset() takes exactly one argument (0 given)
# TypeError: timezone.dst() takes exactly one argument (2 given)
# TypeError: timezone.tzname() takes exactly one argument (0 given)
# TypeError: timezone.fromutc() takes exactly one argument (0 given)
# TypeError: fromutc: argument must be a datetime
# TypeError: expected 0 arguments, got 1
# TypeError: expected 1 argument, got 0
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# 'datetime.datetime(2020, 1, 2, 3, 4)' True 2020-01-03 03:04:00 2020-01-03 True
