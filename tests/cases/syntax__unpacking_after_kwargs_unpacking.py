def f(*a, **k):
    return a, k
print("never printed")
f(**{"x": 1}, *[2, 3])

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: iterable argument unpacking follows keyword argument unpacking
