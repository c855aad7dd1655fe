def f(a, b, c):
    pass
f(1)

# ---- expected stdout ----
# ---- expected exception ----
# TypeError: f() missing 2 required positional arguments: 'b' and 'c'
