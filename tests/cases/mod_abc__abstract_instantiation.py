from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
class Half(Shape):
    def area(self):
        return 1
class Square(Half):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def perimeter(self):
        return 4 * self.s
print(Square(3).area(), Square(3).perimeter(), isinstance(Square(1), Shape))
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
Shape()

# ---- expected stdout ----
# 9 12 True
# TypeError: Can't instantiate abstract class Shape with abstract methods area, perimeter
# TypeError: Can't instantiate abstract class Half with abstract method perimeter
# ---- expected exception ----
# TypeError: Can't instantiate abstract class Shape with abstract methods area, perimeter
