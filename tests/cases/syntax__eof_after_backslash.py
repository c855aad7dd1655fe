print("never printed")
x = 1 + \

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid syntax
