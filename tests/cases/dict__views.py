d = {"a": 1, "b": 2}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
d["c"] = 3
print(list(k), list(v), list(it), len(k))
print("a" in k, 2 in v, ("b", 2) in it, ("b", 3) in it)

# ---- expected stdout ----
# dict_keys(['a', 'b']) dict_values([1, 2]) dict_items([('a', 1), ('b', 2)])
# ['a', 'b', 'c'] [1, 2, 3] [('a', 1), ('b', 2), ('c', 3)] 3
# True True True False
