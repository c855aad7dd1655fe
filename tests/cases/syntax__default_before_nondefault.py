print("never printed")
def f(a=1, b):
    return a

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: non-default argument follows default argument
