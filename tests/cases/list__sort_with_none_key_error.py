items = [{"n": 2}, {"n": 1}]
print(sorted(items, key=lambda d: d["n"]))
print(sorted(items))

# ---- expected stdout ----
# [{'n': 1}, {'n': 2}]
# ---- expected exception ----
# TypeError: '<' not supported between instances of 'dict' and 'dict'
