# Inheritance, super(), properties, classmethods and dunder methods across steps.
# ---- step ----
class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must define area")
    def __str__(self):
        return f"{self.name} with area {self.area():.2f}"

class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self._r = r
    @property
    def r(self):
        return self._r
    @r.setter
    def r(self, value):
        if value < 0:
            raise ValueError("radius must be >= 0")
        self._r = value
    def area(self):
        import math
        return math.pi * self.r ** 2
    @classmethod
    def unit(cls):
        return cls(1)
shapes = [Rect(2, 3), Circle(1.5), Circle.unit()]
print(*shapes, sep="\n")
Shape.count
# ---- step ----
shapes[1].r = -2
# ---- step ----
print(Shape("blob"))
# ---- step ----
class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "square"
    def __eq__(self, other):
        return isinstance(other, Square) and self.w == other.w
    def __lt__(self, other):
        return self.area() < other.area()
    __hash__ = None
sq = sorted([Square(3), Square(1), Square(2)])
print([s.w for s in sq], Square(2) == Square(2), Square(2) == Rect(2, 2), isinstance(sq[0], Shape))
[type(s).__mro__[1].__name__ for s in shapes + sq]
# ---- step ----
{Square(1)}
# ---- expected ----
# {"ok": true, "output": 3, "output_repr": "3", "logs": "rect with area 6.00\ncircle with area 7.07\ncircle with area 3.14\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "ValueError", "message": "radius must be >= 0", "line": 1, "rendered": "Code execution failed at line 'shapes[1].r = -2' due to: ValueError: radius must be >= 0"}, "logs": "", "is_final_answer": false}
# {"ok": false, "error": {"type": "NotImplementedError", "message": "Shape must define area", "line": 1, "rendered": "Code execution failed at line 'print(Shape(\"blob\"))' due to: NotImplementedError: Shape must define area"}, "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["Shape", "Shape", "Shape", "Rect", "Rect", "Rect"], "output_repr": "['Shape', 'Shape', 'Shape', 'Rect', 'Rect', 'Rect']", "logs": "[1, 2, 3] True False True\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "TypeError", "message": "unhashable type: 'Square'", "line": 1, "rendered": "Code execution failed at line '{Square(1)}' due to: TypeError: unhashable type: 'Square'"}, "logs": "", "is_final_answer": false}
