import operator

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

class Line:
    def __init__(self, a, b):
        self.start = a
        self.end = b

p = Point(1, 2)
line = Line(p, Point(5, 6))
print(operator.attrgetter("x")(p), operator.attrgetter("x", "y")(p))
print(operator.attrgetter("start.x", "end.y")(line))
print(operator.attrgetter("real", "imag")(3 + 4j))
pts = [Point(3, 1), Point(1, 2), Point(2, 0)]
print([q.x for q in sorted(pts, key=operator.attrgetter("x"))])
print(repr(operator.attrgetter("a.b", "c")), type(operator.attrgetter("x")))
for call in [lambda: operator.attrgetter(), lambda: operator.attrgetter(1), lambda: operator.attrgetter("z")(p), lambda: operator.attrgetter("start.z")(line)]:
    try:
        call()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 1 (1, 2)
# (1, 6)
# (3.0, 4.0)
# [1, 2, 3]
# operator.attrgetter('a.b', 'c') <class 'operator.attrgetter'>
# TypeError attrgetter expected 1 argument, got 0
# TypeError attribute name must be a string
# AttributeError 'Point' object has no attribute 'z'
# AttributeError 'Point' object has no attribute 'z'
