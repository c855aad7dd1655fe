class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x=x, y=0):
            return f"on x axis at {x}"
        case Point():
            return "elsewhere"
        case _:
            return "not a point"
print(where(Point(0, 0)), where(Point(0, 5)), where(Point(3, 0)), where(Point(1, 1)), where(7), sep="; ")

# ---- expected stdout ----
# origin; on y axis at 5; on x axis at 3; elsewhere; not a point
