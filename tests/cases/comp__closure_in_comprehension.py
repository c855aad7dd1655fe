def make():
    factor = 3
    return [lambda v, i=i: v * factor + i for i in range(3)]
print([f(10) for f in make()])

# ---- expected stdout ----
# [30, 31, 32]
