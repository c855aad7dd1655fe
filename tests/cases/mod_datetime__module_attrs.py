import datetime
print(datetime.MINYEAR, datetime.MAXYEAR, datetime.UTC)
print(datetime.date, datetime.datetime, datetime.time, datetime.timedelta, datetime.timezone, datetime.tzinfo)
print(datetime.date.__name__, datetime.date.__qualname__, datetime.date.__module__)
print([c.__name__ for c in datetime.datetime.__mro__])
print(issubclass(datetime.timezone, datetime.tzinfo), type(datetime.date(2024, 1, 1).isocalendar()))
for target, name, value in [(datetime.date.min, "foo", 1), (datetime.date.min, "year", 1), (datetime.timezone.utc, "x", 2)]:
    try:
        setattr(target, name, value)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    datetime.date.foo = 1
except TypeError as e:
    print("TypeError:", e)
print(type(datetime.datetime(2024, 1, 1)) is datetime.datetime)
from datetime import *
print(date, timedelta(1))

# ---- expected stdout ----
# 1 9999 UTC
# <class 'datetime.date'> <class 'datetime.datetime'> <class 'datetime.time'> <class 'datetime.timedelta'> <class 'datetime.timezone'> <class 'datetime.tzinfo'>
# date date datetime
# ['datetime', 'date', 'object']
# True <class 'datetime.IsoCalendarDate'>
# AttributeError: 'datetime.date' object has no attribute 'foo'
# AttributeError: attribute 'year' of 'datetime.date' objects is not writable
# AttributeError: 'datetime.timezone' object has no attribute 'x'
# TypeError: cannot set 'foo' attribute of immutable type 'datetime.date'
# True
# <class 'datetime.date'> 1 day, 0:00:00
