print("never printed")
total = 1abc + 2

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid decimal literal
