from collections import defaultdict
d = defaultdict()
print(d, d.default_factory)
try:
    d["k"]
except KeyError as e:
    print("KeyError:", e)
d.default_factory = set
d["s"].add(1)
print(d)
e = defaultdict(int, {"a": 1}, b=2)
print(e, e.copy(), type(e.copy()).__name__)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError:", e)
print(defaultdict(list, a=[1]) == {"a": [1]})

# ---- expected stdout ----
# defaultdict(None, {}) None
# KeyError: 'k'
# defaultdict(<class 'set'>, {'s': {1}})
# defaultdict(<class 'int'>, {'a': 1, 'b': 2}) defaultdict(<class 'int'>, {'a': 1, 'b': 2}) defaultdict
# TypeError: first argument must be callable or None
# True
