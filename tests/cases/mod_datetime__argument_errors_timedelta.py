# Argument errors of timedelta's slot wrappers (arithmetic, comparison, unary), with
# CPython's wrapper wording.
import datetime as dt
td = dt.timedelta(1, 5)
calls = [lambda: td.__add__(), lambda: td.__radd__(1, 2), lambda: td.__sub__(x=1), lambda: td.__rsub__(), lambda: td.__mul__(), lambda: td.__rmul__(1, 2),
 lambda: td.__truediv__(), lambda: td.__floordiv__(), lambda: td.__mod__(), lambda: td.__divmod__(), lambda: td.__neg__(1), lambda: td.__pos__(1), lambda: td.__abs__(x=1),
 lambda: td.__bool__(1), lambda: td.__hash__(1), lambda: td.__eq__(), lambda: td.__lt__(1, 2), lambda: td.__ge__(x=1)]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)
print(td + td, td - td, td * 2, 2 * td, td / 2, td // 2, td % dt.timedelta(hours=5), divmod(td, dt.timedelta(hours=5)), -td, +td, abs(-td), bool(td), td == td, td < td, td.__radd__(td), td.__rsub__(td), 3 * td)

# ---- expected stdout ----
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: wrapper __sub__() takes no keyword arguments
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 0
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __abs__() takes no keyword arguments
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 1 argument, got 0
# TypeError: expected 1 argument, got 2
# TypeError: wrapper __ge__() takes no keyword arguments
# 2 days, 0:00:10 0:00:00 2 days, 0:00:10 2 days, 0:00:10 12:00:02.500000 12:00:02.500000 4:00:05 (4, datetime.timedelta(seconds=14405)) -2 days, 23:59:55 1 day, 0:00:05 1 day, 0:00:05 True True False 2 days, 0:00:10 0:00:00 3 days, 0:00:15
