xs = list(range(10))
del xs[1]
print(xs)
del xs[::3]
print(xs)
del xs[-2:]
print(xs)
del xs[:]
print(xs)

# ---- expected stdout ----
# [0, 2, 3, 4, 5, 6, 7, 8, 9]
# [2, 3, 5, 6, 8, 9]
# [2, 3, 5, 6]
# []
