import copy

a = [1, [2, 3], {"k": 4}]
b = copy.copy(a)
print(b == a, b is a, b[1] is a[1])
d = {"x": [1], "y": 2}
e = copy.copy(d)
e["x"].append(9)
e["z"] = 0
print(d, e)
s = {3, 1, 2}
print(copy.copy(s) == s, copy.copy(s) is s)
for v in [5, 2.5, "str", b"by", (1, [2]), frozenset({1}), None, range(3), len]:
    print(repr(v), copy.copy(v) is v)
ba = bytearray(b"abc")
print(copy.copy(ba), copy.copy(ba) is ba)

# ---- expected stdout ----
# True False True
# {'x': [1, 9], 'y': 2} {'x': [1, 9], 'y': 2, 'z': 0}
# True False
# 5 True
# 2.5 True
# 'str' True
# b'by' True
# (1, [2]) True
# frozenset({1}) True
# None True
# range(0, 3) True
# <built-in function len> True
# bytearray(b'abc') False
