print("never printed")
True = 0

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot assign to True
