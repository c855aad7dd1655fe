# Attribute lookups at one site must see every change to the class or the instance,
# even after the site has seen many instances of the same class.


class P:
    kind = "plain"

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def total(self):
        return self.x + self.y


def read_all(objs):
    return [(o.x, o.y, o.kind, o.total()) for o in objs]


objs = [P(i, i * 2) for i in range(3)]
print(read_all(objs))

# A class attribute changes value: every instance sees it.
P.kind = "changed"
print(read_all(objs))

# An instance attribute shadows the class attribute and then the method.
objs[1].kind = "own"
objs[2].total = lambda: "shadowed"
print(read_all(objs))

# Deleting an attribute moves the others in the instance dict.
del objs[0].x
objs[0].x = 100
print(read_all(objs))

# A property added to the class wins over the instance dict.
P.y = property(lambda self: 1000)
print(read_all(objs))
del P.y
print(read_all(objs))

# A method replaced on the class.
P.total = lambda self: "new total"
print(read_all(objs))


# __setattr__ added after the store site was warmed up.
def set_many(objs, v):
    for o in objs:
        o.x = v


set_many(objs, 7)
print([o.x for o in objs])


def logged_setattr(self, name, value):
    object.__setattr__(self, name, value * 10)


P.__setattr__ = logged_setattr
set_many(objs, 7)
print([o.x for o in objs])
del P.__setattr__
set_many(objs, 8)
print([o.x for o in objs])


# Two classes through one site, alternating.
class Q:
    def __init__(self):
        self.y = "qy"
        self.x = "qx"
        self.kind = "q"

    def total(self):
        return "q total"


mixed = [P(1, 2), Q(), P(3, 4), Q()]
print(read_all(mixed))
print(read_all(mixed))


# A counter kept on the class, bumped in __init__.
class Counted:
    made = 0

    def __init__(self):
        Counted.made += 1
        self.n = Counted.made

    def get(self):
        return self.n


print([Counted().get() for _ in range(5)], Counted.made)


# Slots-like classes with __getattr__ fallbacks still fall back.
class Lazy:
    def __init__(self):
        self.a = 1

    def __getattr__(self, name):
        return "fallback " + name


lz = [Lazy(), Lazy()]
print([(o.a, o.b) for o in lz])
del lz[0].a
print([(o.a, o.b) for o in lz])

# ---- expected stdout ----
# [(0, 0, 'plain', 0), (1, 2, 'plain', 3), (2, 4, 'plain', 6)]
# [(0, 0, 'changed', 0), (1, 2, 'changed', 3), (2, 4, 'changed', 6)]
# [(0, 0, 'changed', 0), (1, 2, 'own', 3), (2, 4, 'changed', 'shadowed')]
# [(100, 0, 'changed', 100), (1, 2, 'own', 3), (2, 4, 'changed', 'shadowed')]
# [(100, 1000, 'changed', 1100), (1, 1000, 'own', 1001), (2, 1000, 'changed', 'shadowed')]
# [(100, 0, 'changed', 100), (1, 2, 'own', 3), (2, 4, 'changed', 'shadowed')]
# [(100, 0, 'changed', 'new total'), (1, 2, 'own', 'new total'), (2, 4, 'changed', 'shadowed')]
# [7, 7, 7]
# [70, 70, 70]
# [8, 8, 8]
# [(1, 2, 'changed', 'new total'), ('qx', 'qy', 'q', 'q total'), (3, 4, 'changed', 'new total'), ('qx', 'qy', 'q', 'q total')]
# [(1, 2, 'changed', 'new total'), ('qx', 'qy', 'q', 'q total'), (3, 4, 'changed', 'new total'), ('qx', 'qy', 'q', 'q total')]
# [1, 2, 3, 4, 5] 5
# [(1, 'fallback b'), (1, 'fallback b')]
# [('fallback a', 'fallback b'), (1, 'fallback b')]
