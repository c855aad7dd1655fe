from dataclasses import dataclass


@dataclass
class Custom:
    a: int
    b: int = 2

    def __repr__(self):
        return f'<Custom {self.a}>'

    def __eq__(self, other):
        return isinstance(other, Custom) and self.a == other.a


print(Custom(1), Custom(1, 5) == Custom(1, 9), Custom.__hash__)


@dataclass(init=False, repr=False, eq=False)
class Manual:
    x: int

    def __init__(self, value):
        self.x = value * 10


m = Manual(2)
print(m.x, repr(m).startswith('<__main__.Manual object'), m == Manual(2))


@dataclass
class WithInit:
    x: int

    def __init__(self):
        self.x = 'set by user'


print(WithInit(), WithInit.__doc__)


@dataclass(repr=False)
class NoRepr:
    v: int


print(repr(NoRepr(1)).startswith('<__main__.NoRepr object'), NoRepr(1) == NoRepr(1))

# ---- expected stdout ----
# <Custom 1> True None
# 20 True False
# WithInit(x='set by user') WithInit()
# True True
