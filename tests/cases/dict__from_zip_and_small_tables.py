# dict(zip(keys, values)) fills without pair tuples, and dicts of up to eight entries work
# without a hash index: lookups, overwrites, deletes and growth past the small size must
# behave exactly as CPython's dicts do.

keys = ["a", "b", "c", "d"]
print(dict(zip(keys, [1, 2, 3])), dict(zip(keys, range(10))), dict(zip([], [])))
print(dict(zip(iter(keys), (x * x for x in range(4)))), dict(zip(keys, keys), extra=1))

z = zip(["k1", ["unhashable"], "k3"], [1, 2, 3])
try:
    dict(z)
except TypeError as e:
    print("TypeError", e)
print(list(z))

d = {}
for i in range(12):
    d[f"key{i}"] = i
    if i % 3 == 2:
        del d[f"key{i - 1}"]
    print(len(d), list(d)[-2:], d.get("key0"), "key1" in d)
for k in list(d):
    d[k] = d[k] * 10
print(d)
small = {1: "one", 2.0: "two", True: "true?"}
small[2] = "two again"
del small[1.0]
print(small, 1 in small, 2 in small)
while small:
    print(small.popitem())
for n in range(20):
    t = {i: i for i in range(n)}
    for i in range(0, n, 2):
        t.pop(i)
    assert list(t) == list(range(1, n, 2)), (n, t)
    assert all(t[i] == i for i in range(1, n, 2))
print("ok")

# ---- expected stdout ----
# {'a': 1, 'b': 2, 'c': 3} {'a': 0, 'b': 1, 'c': 2, 'd': 3} {}
# {'a': 0, 'b': 1, 'c': 4, 'd': 9} {'a': 'a', 'b': 'b', 'c': 'c', 'd': 'd', 'extra': 1}
# TypeError unhashable type: 'list'
# [('k3', 3)]
# 1 ['key0'] 0 False
# 2 ['key0', 'key1'] 0 True
# 2 ['key0', 'key2'] 0 False
# 3 ['key2', 'key3'] 0 False
# 4 ['key3', 'key4'] 0 False
# 4 ['key3', 'key5'] 0 False
# 5 ['key5', 'key6'] 0 False
# 6 ['key6', 'key7'] 0 False
# 6 ['key6', 'key8'] 0 False
# 7 ['key8', 'key9'] 0 False
# 8 ['key9', 'key10'] 0 False
# 8 ['key9', 'key11'] 0 False
# {'key0': 0, 'key2': 20, 'key3': 30, 'key5': 50, 'key6': 60, 'key8': 80, 'key9': 90, 'key11': 110}
# {2.0: 'two again'} False True
# (2.0, 'two again')
# ok
