# Iterating over a set display of constants iterates a folded frozenset constant.
for x in {7, 15}:
    print(x)
print([x for x in {7, 15}], list({7, 15}))
print([x for x in {15, 7, 1}], list({15, 7, 1}))

# ---- expected stdout ----
# 7
# 15
# [7, 15] [15, 7]
# [1, 15, 7] [1, 15, 7]
