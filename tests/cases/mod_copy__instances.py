import copy

class Point:
    def __init__(self, x, y):
        print("init called")
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

p = Point(1, [2])
q = copy.copy(p)
r = copy.deepcopy(p)
print(q, r, type(q).__name__, q is p, q.y is p.y, r.y is p.y)
r.y.append(3)
print(p, r)

class Empty:
    pass

e = copy.copy(Empty())
print(type(e).__name__, e.__dict__)

# ---- expected stdout ----
# init called
# Point(1, [2]) Point(1, [2]) Point False True False
# Point(1, [2]) Point(1, [2, 3])
# Empty {}
