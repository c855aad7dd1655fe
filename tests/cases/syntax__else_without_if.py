print("never printed")
x = 1
else:
    x = 2

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid syntax
