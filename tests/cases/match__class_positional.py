class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
def f(v):
    match v:
        case Vec(0, 0):
            return "zero"
        case Vec(x, 0):
            return f"horizontal {x}"
        case Vec(x, y) if x == y:
            return f"diagonal {x}"
        case Vec(x, y):
            return f"vec {x} {y}"
print(f(Vec(0, 0)), f(Vec(4, 0)), f(Vec(2, 2)), f(Vec(1, 9)), sep=", ")

# ---- expected stdout ----
# zero, horizontal 4, diagonal 2, vec 1 9
