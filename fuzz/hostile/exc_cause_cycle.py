a = ValueError("a")
b = ValueError("b")
a.__cause__ = b
b.__cause__ = a
raise a
