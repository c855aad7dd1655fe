# Method and constructor caches survive plain class-data updates (`Cls.count += 1`) but
# must see every change that can alter what a name resolves to.


class Base:
    count = 0
    label = "base"

    def __init__(self, n):
        self.n = n
        Base.count += 1

    def describe(self):
        return f"Base.describe({self.n})"


class Child(Base):
    pass


def run(tag):
    c = Child(len(tag))
    return [tag, c.describe(), Base.count, Child.label, isinstance(c, Base), isinstance(c, Child)]


print(run("start"))
print(run("again"))

# A plain data swap under another name leaves the method alone.
Base.label = "relabelled"
print(run("swap"))

# Data replacing the method itself: the call site must now fail.
saved = Base.describe
Base.describe = 5
try:
    run("data")
except TypeError as e:
    print("TypeError:", e)

# Back to a function, then shadowed in the subclass, then data swaps on both.
Base.describe = saved
print(run("restored"))
Child.describe = lambda self: f"Child.describe({self.n})"
print(run("shadow"))
Child.label = "child"
Child.label = "child2"
print(run("child data"))

# A new __init__ installed on the subclass after many calls.
def child_init(self, n):
    self.n = n * 100


Child.__init__ = child_init
print(run("new init"))
del Child.__init__
print(run("init removed"))


# isinstance with a metaclass hook still asks the hook.
class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "anything"


class Virtual(metaclass=Meta):
    pass


print(isinstance("anything", Virtual), isinstance(3, Virtual), isinstance(Virtual(), Virtual))
print(isinstance(True, int), isinstance(3, bool), isinstance(Child(1), (int, Base)))

# ---- expected stdout ----
# ['start', 'Base.describe(5)', 1, 'base', True, True]
# ['again', 'Base.describe(5)', 2, 'base', True, True]
# ['swap', 'Base.describe(4)', 3, 'relabelled', True, True]
# TypeError: 'int' object is not callable
# ['restored', 'Base.describe(8)', 5, 'relabelled', True, True]
# ['shadow', 'Child.describe(6)', 6, 'relabelled', True, True]
# ['child data', 'Child.describe(10)', 7, 'child2', True, True]
# ['new init', 'Child.describe(800)', 7, 'child2', True, True]
# ['init removed', 'Child.describe(12)', 8, 'child2', True, True]
# True False True
# True False True
