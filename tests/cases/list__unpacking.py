a, b, c = [1, 2, 3]
print(a, b, c)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = [1]
print(init, last)
[x, [y, z]] = [1, [2, 3]]
print(x, y, z)

# ---- expected stdout ----
# 1 2 3
# 1 [2, 3, 4]
# [] 1
# 1 2 3
