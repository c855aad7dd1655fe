# One attribute or method site that sees instances of two or three classes in turn (each
# with its own attribute order) must always read the right value.


class Base:
    def __init__(self, n):
        self.n = n
        self.tag = "base"

    def step(self):
        return self.n + 1

    def read(self):
        return (self.tag, self.n)


class Left(Base):
    def __init__(self, n):
        self.extra = "L"
        super().__init__(n)

    def step(self):
        return self.n * 10


class Right(Base):
    def __init__(self, n):
        super().__init__(n)
        self.tag = "right"
        self.extra = "R"


class Third(Base):
    __slots__ = ()

    @property
    def tag(self):
        return "third-property"

    @tag.setter
    def tag(self, value):
        pass


def sweep(objs):
    out = []
    for o in objs:
        out.append((o.read(), o.step(), getattr(o, "extra", "-")))
        o.n += 1
    return out


objs = [Left(1), Right(2), Left(3), Right(4), Base(5)]
print(sweep(objs))
print(sweep(objs + [Third(6), Left(7)]))
Right.step = lambda self: "patched"
print(sweep(objs))
del Right.step
objs[1].n = "shadow"
try:
    print(sweep(objs))
except TypeError as e:
    print("TypeError:", e)

# ---- expected stdout ----
# [(('base', 1), 10, 'L'), (('right', 2), 3, 'R'), (('base', 3), 30, 'L'), (('right', 4), 5, 'R'), (('base', 5), 6, '-')]
# [(('base', 2), 20, 'L'), (('right', 3), 4, 'R'), (('base', 4), 40, 'L'), (('right', 5), 6, 'R'), (('base', 6), 7, '-'), (('third-property', 6), 7, '-'), (('base', 7), 70, 'L')]
# [(('base', 3), 30, 'L'), (('right', 4), 'patched', 'R'), (('base', 5), 50, 'L'), (('right', 6), 'patched', 'R'), (('base', 7), 8, '-')]
# TypeError: can only concatenate str (not "int") to str
