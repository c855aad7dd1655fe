import types
ns = types.SimpleNamespace(a=1, b=[2, 3])
print(ns, repr(ns), ns.a, ns.b)
ns.c = 'x'
del ns.a
print(ns)
print(ns == types.SimpleNamespace(b=[2, 3], c='x'), ns != types.SimpleNamespace(), ns == {'b': [2, 3], 'c': 'x'})
print(types.SimpleNamespace(), types.SimpleNamespace(**{'k': None}))
print(hasattr(ns, 'a'), getattr(ns, 'zz', 'default'), sorted(ns.__dict__))
rec = types.SimpleNamespace(x=1)
rec.me = rec
print(rec)
class Point(types.SimpleNamespace):
    def norm1(self):
        return abs(self.x) + abs(self.y)
p = Point(x=3, y=-4)
print(p, p.norm1(), isinstance(p, types.SimpleNamespace), p == types.SimpleNamespace(x=3, y=-4))
print(types.SimpleNamespace)
try:
    types.SimpleNamespace({'a': 1})
except TypeError as e:
    print("TypeError:", e)
try:
    hash(ns)
except TypeError as e:
    print("TypeError: unhashable")
try:
    ns.missing
except AttributeError as e:
    print("AttributeError:", str(e).endswith("object has no attribute 'missing'"))

# ---- expected stdout ----
# namespace(a=1, b=[2, 3]) namespace(a=1, b=[2, 3]) 1 [2, 3]
# namespace(b=[2, 3], c='x')
# True True False
# namespace() namespace(k=None)
# False default ['b', 'c']
# namespace(x=1, me=namespace(...))
# Point(x=3, y=-4) 7 True True
# <class 'types.SimpleNamespace'>
# TypeError: no positional arguments expected
# TypeError: unhashable
# AttributeError: True
