# __slots__ are checked along the whole MRO: a subclass with empty __slots__ can set the
# slots its bases declare, and a class without __slots__ anywhere gives instances a __dict__.
class Base:
    __slots__ = ('_m',)
    def __init__(self, m):
        self._m = m

class K(Base):
    __slots__ = ()

class L(Base):
    __slots__ = ['extra']

class Free(Base):
    pass

k = K(5)
print(k._m)
try:
    k.other = 1
except AttributeError as e:
    print(e)
l = L(2)
l.extra = 3
print(l._m, l.extra)
try:
    l.nope = 1
except AttributeError as e:
    print(e)
f = Free(1)
f.anything = 2
print(f._m, f.anything)

class Single:
    __slots__ = 'only'

s = Single()
s.only = 9
print(s.only)
try:
    s.other = 1
except AttributeError as e:
    print(e)

# ---- expected stdout ----
# 5
# 'K' object has no attribute 'other'
# 2 3
# 'L' object has no attribute 'nope'
# 1 2
# 9
# 'Single' object has no attribute 'other'
