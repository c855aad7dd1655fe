from collections import OrderedDict
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, a == dict(b), dict(a) == dict(b), a != b)
print(list(reversed(a)))
c = a.copy()
c["z"] = 3
print(c, a, type(c).__name__)
print(OrderedDict.fromkeys("abc", 0))
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    a.move_to_end("nope")
except KeyError as e:
    print("KeyError:", e)

# ---- expected stdout ----
# False True True True
# ['y', 'x']
# OrderedDict([('x', 1), ('y', 2), ('z', 3)]) OrderedDict([('x', 1), ('y', 2)]) OrderedDict
# OrderedDict([('a', 0), ('b', 0), ('c', 0)])
# KeyError: 'dictionary is empty'
# KeyError: 'nope'
