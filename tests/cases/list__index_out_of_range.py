xs = [1, 2, 3]
print(xs[2])
print(xs[3])

# ---- expected stdout ----
# 3
# ---- expected exception ----
# IndexError: list index out of range
