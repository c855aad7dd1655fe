print("never printed")
yield 5

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: 'yield' outside function
