import pprint
a = [1, 2]
a.append(a)
d = {"self": None}
d["self"] = d
print(pprint.isrecursive(a), pprint.isreadable(a), pprint.isrecursive([1, [2]]))
print(pprint.saferepr(a).startswith("[1, 2, <Recursion on list with id="))
print(pprint.pformat(d).startswith("{'self': <Recursion on dict with id="))
shared = [1, 2]
print(pprint.saferepr([shared, shared]), pprint.isrecursive([shared, shared]))
print(pprint.isreadable({"a": 1}), pprint.isreadable(object()), pprint.isreadable([1, int]))
print(pprint.saferepr({"b": [1, (2,)], "a": {3: "x"}}))

# ---- expected stdout ----
# True False False
# True
# True
# [[1, 2], [1, 2]] False
# True False False
# {'a': {3: 'x'}, 'b': [1, (2,)]}
