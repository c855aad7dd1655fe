from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(11, y=22)
print(p, p.x + p.y, p[0], p[-1], len(p))
x, y = p
print(x, y, p == (11, 22), p < Point(11, 23), isinstance(p, tuple))
print(Point._fields, Point.__name__, hash(p) == hash((11, 22)))
print(p._asdict(), p._replace(x=0), Point._make([5, 6]))
print(str(p), f"{p}", [p], repr(Point(1, 2)))
print(p.count(11), p.index(22), p + (1,), tuple(p))

# ---- expected stdout ----
# Point(x=11, y=22) 33 11 22 2
# 11 22 True True True
# ('x', 'y') Point True
# {'x': 11, 'y': 22} Point(x=0, y=22) Point(x=5, y=6)
# Point(x=11, y=22) Point(x=11, y=22) [Point(x=11, y=22)] Point(x=1, y=2)
# 1 1 (11, 22, 1) (11, 22)
