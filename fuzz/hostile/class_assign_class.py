class A: pass
class B: pass
a = A()
try:
    a.__class__ = B
    print(type(a).__name__)
except TypeError as e:
    print("TypeError")
