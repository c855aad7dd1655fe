t = 1, 2, 3
a, b, c = t
print(t, a, b, c)
x, (y, z) = 1, (2, 3)
print(x, y, z)
head, *tail = t
print(head, tail)

# ---- expected stdout ----
# (1, 2, 3) 1 2 3
# 1 2 3
# 1 [2, 3]
