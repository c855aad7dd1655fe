from enum import Enum


class Period(Enum):
    _ignore_ = 'Period i'
    Period = vars() if False else None
    DAY_1 = 1
    DAY_2 = 2


print(list(Period), hasattr(Period, 'i'))


class Ordered(Enum):
    _order_ = 'A B C'
    A = 1
    B = 2
    C = 3


print(list(Ordered))
try:
    class Wrong(Enum):
        _order_ = 'B A'
        A = 1
        B = 2
except TypeError as e:
    print("TypeError:", e)
try:
    class Reserved(Enum):
        _bad_ = 1
except ValueError as e:
    print("ValueError:", e)
try:
    class Reuse(Enum):
        mro = 1
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# [<Period.DAY_1: 1>, <Period.DAY_2: 2>] False
# [<Ordered.A: 1>, <Ordered.B: 2>, <Ordered.C: 3>]
# TypeError: member order does not match _order_:
#   ['A', 'B']
#   ['B', 'A']
# ValueError: _sunder_ names, such as '_bad_', are reserved for future Enum use
# ValueError: invalid enum member name(s) 'mro'
