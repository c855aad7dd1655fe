def pair(a, b):
    return a, b
print(pair(1, 2))
pair(1, 2, 3)

# ---- expected stdout ----
# (1, 2)
# ---- expected exception ----
# TypeError: pair() takes 2 positional arguments but 3 were given
