xs = [1, 2, 3]
xs.reverse()
print(xs, list(reversed(xs)), xs[::-1])
r = reversed(xs)
print(next(r), next(r), list(r))

# ---- expected stdout ----
# [3, 2, 1] [1, 2, 3] [1, 2, 3]
# 1 2 [3]
