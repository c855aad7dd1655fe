d = {"a": 1, "b": 2, "c": 3}
for k in list(d):
    if d[k] % 2:
        del d[k]
print(d)

# ---- expected stdout ----
# {'b': 2}
