print("never printed")
del len(x)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot delete function call
