class Shape:
    def area(self):
        raise NotImplementedError("subclass must implement area")
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
print(Sq(3).area())
Shape().area()

# ---- expected stdout ----
# 9
# ---- expected exception ----
# NotImplementedError: subclass must implement area
