print("never printed")
x = (

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: '(' was never closed
