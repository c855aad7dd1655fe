a = {"list": [1], "n": 1}
b = a.copy()
c = dict(a)
b["n"] = 2
b["list"].append(2)
print(a, b, c)

# ---- expected stdout ----
# {'list': [1, 2], 'n': 1} {'list': [1, 2], 'n': 2} {'list': [1, 2], 'n': 1}
