d = dict([("a", 1)], b=2)
d.update({"c": 3}, d=4)
print(d)
print(dict(**{"x": 1}, y=2))

# ---- expected stdout ----
# {'a': 1, 'b': 2, 'c': 3, 'd': 4}
# {'x': 1, 'y': 2}
