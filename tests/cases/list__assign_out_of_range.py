xs = [1, 2, 3]
xs[-1] = 9
print(xs)
xs[5] = 0

# ---- expected stdout ----
# [1, 2, 9]
# ---- expected exception ----
# IndexError: list assignment index out of range
