import copy

a = [1, [2, [3, [4]]], {"k": [5]}, (6, [7]), (8, 9)]
b = copy.deepcopy(a)
print(b == a, b[1] is a[1], b[1][1][1] is a[1][1][1], b[2]["k"] is a[2]["k"])
print(b[3] is a[3], b[3][1] is a[3][1], b[4] is a[4])
t = (1, "two", (3.0, None))
print(copy.deepcopy(t) is t)
fs = frozenset({1, 2})
print(copy.deepcopy(fs) == fs, copy.deepcopy({1, 2, 3}))
shared = [0]
pair = [shared, shared]
c = copy.deepcopy(pair)
print(c[0] is c[1], c[0] is shared)
print(copy.deepcopy({"a": {"b": {"c": [1, 2]}}}))

# ---- expected stdout ----
# True False False False
# False False True
# True
# True {1, 2, 3}
# True False
# {'a': {'b': {'c': [1, 2]}}}
