counts = {"a": 1}
print(counts["a"])
counts["b"] += 1

# ---- expected stdout ----
# 1
# ---- expected exception ----
# KeyError: 'b'
