# `super().name(...)` resolves like CPython for every kind of attribute: plain methods
# (called without a bound method in between), builtin methods, class and static methods,
# properties, and from class methods.


class Base:
    def __init__(self, v):
        self.v = v

    def show(self, extra=""):
        return f"Base.show({self.v}{extra})"

    @classmethod
    def make(cls, v):
        return cls(v * 2)

    @staticmethod
    def helper(x):
        return x + 1

    @property
    def doubled(self):
        return self.v * 2


class Child(Base):
    def __init__(self, v):
        super().__init__(v)
        super().__setattr__("tag", "set via object")

    def show(self, extra=""):
        return "Child+" + super().show(extra or "!")

    @classmethod
    def make(cls, v):
        made = super().make(v)
        return ("Child.make", made.v)

    def parts(self):
        return (super().helper(1), super().doubled, super().__repr__().startswith("<"))


c = Child(5)
print(c.show(), c.show("?"), c.tag, Child.make(3), c.parts())
try:
    super(Child, c).missing()
except AttributeError as e:
    print("AttributeError:", e)


class Plain:
    def __init__(self):
        super().__init__()
        try:
            super().__init__(1)
        except TypeError as e:
            print("TypeError:", e)


Plain()
print(range(3), list(enumerate("ab", 1)), list(zip("ab", [1, 2])))
try:
    range()
except TypeError as e:
    print("TypeError:", e)


# object.__init__ with extra arguments: CPython's two messages and its one exception.
class N:
    def __new__(cls, *a):
        return super().__new__(cls)
print(type(N(1, 2)).__name__)
class M:
    pass
try:
    object.__init__(M(), 5)
except TypeError as e:
    print(e)
object.__init__(N(), 5)
print("ok")
try:
    M(1)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# Child+Base.show(5!) Child+Base.show(5?) set via object ('Child.make', 6) (2, 10, True)
# AttributeError: 'super' object has no attribute 'missing'
# TypeError: object.__init__() takes exactly one argument (the instance to initialize)
# range(0, 3) [(1, 'a'), (2, 'b')] [('a', 1), ('b', 2)]
# TypeError: range expected at least 1 argument, got 0
# N
# M.__init__() takes exactly one argument (the instance to initialize)
# ok
# M() takes no arguments
