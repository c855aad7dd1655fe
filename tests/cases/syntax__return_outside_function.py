print("never printed")
x = 1
return x

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: 'return' outside function
