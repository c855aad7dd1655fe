from collections import namedtuple
Color = namedtuple("Color", "red green blue", defaults=[0, 255])
print(Color(1), Color(1, 2, 3), Color._field_defaults)
R = namedtuple("R", "a, b,c")
print(R(1, 2, 3), R._fields)
Bad = namedtuple("Bad", ["ok", "def", "ok", "_x", "2y"], rename=True)
print(Bad._fields)
Empty = namedtuple("Empty", [])
print(Empty(), Empty._fields)
One = namedtuple("One", "v")
print(One(5), One.__doc__)

# ---- expected stdout ----
# Color(red=1, green=0, blue=255) Color(red=1, green=2, blue=3) {'green': 0, 'blue': 255}
# R(a=1, b=2, c=3) ('a', 'b', 'c')
# ('ok', '_1', '_2', '_3', '_4')
# Empty() ()
# One(v=5) One(v,)
