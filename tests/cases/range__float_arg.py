print(list(range(3)))
range(1.5)

# ---- expected stdout ----
# [0, 1, 2]
# ---- expected exception ----
# TypeError: 'float' object cannot be interpreted as an integer
