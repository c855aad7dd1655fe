print("never printed")
def f(a, b, a):
    return a

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: duplicate argument 'a' in function definition
