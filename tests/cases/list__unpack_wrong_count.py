a, b = [1, 2]
print(a, b)
a, b = [1, 2, 3]

# ---- expected stdout ----
# 1 2
# ---- expected exception ----
# ValueError: too many values to unpack (expected 2)
