d = {}
for word in ["x", "y", "x", "z", "x"]:
    d.setdefault(word, []).append(len(d))
print(d)
print(d.setdefault("x"), d.setdefault("new"), d)

# ---- expected stdout ----
# {'x': [1, 2, 3], 'y': [2], 'z': [3]}
# [1, 2, 3] None {'x': [1, 2, 3], 'y': [2], 'z': [3], 'new': None}
