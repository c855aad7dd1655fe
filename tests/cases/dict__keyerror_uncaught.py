d = {"k": 1}
print(d["k"])
print(d["missing"])

# ---- expected stdout ----
# 1
# ---- expected exception ----
# KeyError: 'missing'
