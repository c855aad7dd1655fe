xs = [1, 2, 3]
print(xs[True])
print(xs["1"])

# ---- expected stdout ----
# 2
# ---- expected exception ----
# TypeError: list indices must be integers or slices, not str
