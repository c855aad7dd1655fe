class A:
    def __add__(self, o):
        return self + o
    def __radd__(self, o):
        return o + self
try:
    A() + 1
except RecursionError:
    print("RecursionError")
try:
    sum([A(), A()])
except RecursionError:
    print("RecursionError")
