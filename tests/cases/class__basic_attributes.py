class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def dist2(self):
        return self.x ** 2 + self.y ** 2
p = Point(3, 4)
print(p.x, p.y, p.dist2())
p.z = 5
print(p.z, Point.dist2(p))

# ---- expected stdout ----
# 3 4 25
# 5 25
