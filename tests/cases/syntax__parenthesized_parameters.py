print("never printed")
def f(a, (b, c)):
    return a

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: Function parameters cannot be parenthesized
