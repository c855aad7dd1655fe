from collections import namedtuple
class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    @property
    def norm2(self):
        return self.x ** 2 + self.y ** 2
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
v = Vec(3, 4)
print(v, v.norm2, v + Vec(1, 1), type(v + Vec(1, 1)).__name__)
print(sorted([Vec(2, 1), Vec(1, 5), Vec(1, 2)]))
print({Vec(1, 2): "a"}[(1, 2)])
match v:
    case Vec(x, y):
        print("matched", x, y)

# ---- expected stdout ----
# Vec(x=3, y=4) 25 Vec(x=4, y=5) Vec
# [Vec(x=1, y=2), Vec(x=1, y=5), Vec(x=2, y=1)]
# a
# matched 3 4
