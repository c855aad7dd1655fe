names = ["a", "b", "c"]
for i, n in enumerate(names, 1):
    print(i, n)
print(list(zip(names, [1, 2, 3, 4])))

# ---- expected stdout ----
# 1 a
# 2 b
# 3 c
# [('a', 1), ('b', 2), ('c', 3)]
