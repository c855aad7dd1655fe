def f(a, b):
    return a + b
print("never printed")
f(a=1, 2)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: positional argument follows keyword argument
