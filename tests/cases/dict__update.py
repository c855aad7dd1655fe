d = {"a": 1}
d.update({"b": 2})
d.update([("c", 3), ("a", 0)])
d.update(e=5, f=6)
print(d)
d.update()
print(len(d))

# ---- expected stdout ----
# {'a': 0, 'b': 2, 'c': 3, 'e': 5, 'f': 6}
# 5
