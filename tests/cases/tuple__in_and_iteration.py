t = ("x", "y", "z")
print("y" in t, "w" in t)
for i, v in enumerate(t):
    print(i, v)
print(list(reversed(t)), sum((1, 2, 3)))

# ---- expected stdout ----
# True False
# 0 x
# 1 y
# 2 z
# ['z', 'y', 'x'] 6
