print("never printed")
def f(a, *):
    return a

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: named arguments must follow bare *
