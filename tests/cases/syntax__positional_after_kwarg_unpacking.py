def f(*a, **k):
    return a
print("never printed")
f(**{"x": 1}, 2)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: positional argument follows keyword argument unpacking
