class A:
    def f(self):
        return super().f()
try:
    A().f()
except AttributeError:
    print("AttributeError")
try:
    super()
except RuntimeError:
    print("RuntimeError")
try:
    super(int, "x")
except TypeError:
    print("TypeError")
