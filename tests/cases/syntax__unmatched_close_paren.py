print("never printed")
x = [1, 2])

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: unmatched ')'
