g = (x for x in range(3))
print(list(g), list(g), sum(x for x in []))
print(type(g).__name__)

# ---- expected stdout ----
# [0, 1, 2] [] 0
# generator
