d = {}
d[(1, 2)]

# ---- expected stdout ----
# ---- expected exception ----
# KeyError: (1, 2)
