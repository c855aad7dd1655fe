class Circle:
    def __init__(self, r):
        self._r = r
    @property
    def r(self):
        return self._r
    @r.setter
    def r(self, v):
        if v < 0:
            raise ValueError("negative radius")
        self._r = v
    @r.deleter
    def r(self):
        print("deleting")
        del self._r
c = Circle(2)
c.r = 5
print(c.r)
try:
    c.r = -1
except ValueError as e:
    print(e)
del c.r
print(hasattr(c, "_r"))

# ---- expected stdout ----
# 5
# negative radius
# deleting
# False
