from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p, repr(p), str(p), p.x, p.y)
print(Point(3), Point(y=5, x=4), Point(1, y=9))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2), p == (1, 2))
p.x = 10
print(p, Point.__init__.__qualname__, Point.__repr__.__qualname__)
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)


@dataclass()
class Empty:
    pass


print(Empty(), Empty() == Empty(), f"{Point(1, 'a')!r}", [Point(0)])


class Outer:
    @dataclass
    class Inner:
        v: float


print(Outer.Inner(1.5), type(Point.__eq__).__name__)

# ---- expected stdout ----
# Point(x=1, y=2) Point(x=1, y=2) Point(x=1, y=2) 1 2
# Point(x=3, y=0) Point(x=4, y=5) Point(x=1, y=9)
# True False False False
# Point(x=10, y=2) Point.__init__ Point.__repr__
# TypeError: unhashable type: 'Point'
# Empty() True Point(x=1, y='a') [Point(x=0, y=0)]
# Outer.Inner(v=1.5) function
