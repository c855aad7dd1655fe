d = {"a": 1, "b": 2}
print(d.pop("a"), d.pop("zz", "missing"), d)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError", e)

# ---- expected stdout ----
# 1 missing {'b': 2}
# KeyError 'zz'
