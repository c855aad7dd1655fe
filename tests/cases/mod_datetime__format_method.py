# __format__ of the datetime classes: datetime inherits date's (which takes a plain date
# too), time has its own; both parse their argument positionally.
import datetime as dt
x = dt.datetime(2020, 1, 2, 3, 4)
t = dt.time(1, 2)
print(dt.datetime.__format__ is dt.date.__format__, format(x, "%Y %H:%M"), format(x), f"{x:%d}", dt.datetime.__format__(dt.date(2020, 1, 2), "%Y %H"))
for call in [lambda: x.__format__(format=""), lambda: t.__format__(format=""), lambda: dt.datetime.__format__(1, ""), lambda: dt.time.__format__(x, ""), lambda: x.__format__(), lambda: t.__format__(1, 2)]:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# True 2020 03:04 2020-01-02 03:04:00 02 2020 00
# TypeError: date.__format__() takes no keyword arguments
# TypeError: time.__format__() takes no keyword arguments
# TypeError: descriptor '__format__' for 'datetime.date' objects doesn't apply to a 'int' object
# TypeError: descriptor '__format__' for 'datetime.time' objects doesn't apply to a 'datetime.datetime' object
# TypeError: __format__() takes exactly 1 argument (0 given)
# TypeError: __format__() takes exactly 1 argument (2 given)
