a, b = 1, 2
a, b = b, a
print(a, b)
x, y, z = "xyz"
x, y, z = z, x, y
print(x, y, z)

# ---- expected stdout ----
# 2 1
# z x y
