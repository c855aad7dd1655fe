xs = list(range(6))
xs[::2] = [1, 2, 3]
print(xs)
xs[::2] = [1, 2]

# ---- expected stdout ----
# [1, 1, 2, 3, 3, 5]
# ---- expected exception ----
# ValueError: attempt to assign sequence of size 2 to extended slice of size 3
