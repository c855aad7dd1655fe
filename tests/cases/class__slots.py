class Slotted:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
s = Slotted(1)
s.y = 2
print(s.x, s.y, hasattr(s, "__dict__"))
try:
    s.z = 3
except AttributeError as e:
    print(e)

# ---- expected stdout ----
# 1 2 False
# 'Slotted' object has no attribute 'z'
