d = {"a": 1, "b": 2}
print(len(d), "a" in d, 1 in d, "b" not in d)
del d["a"]
print(d, len(d))
try:
    del d["a"]
except KeyError as e:
    print("KeyError", e)

# ---- expected stdout ----
# 2 True False False
# {'b': 2} 1
# KeyError 'a'
