print("never printed")
f = lambda: yield 1

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid syntax
