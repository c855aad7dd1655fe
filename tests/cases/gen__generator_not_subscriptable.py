g = (x for x in range(3))
print(next(g))
g[0]

# ---- expected stdout ----
# 0
# ---- expected exception ----
# TypeError: 'generator' object is not subscriptable
