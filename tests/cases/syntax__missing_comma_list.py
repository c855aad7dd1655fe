print("never printed")
items = [1, 2 3, 4]

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: invalid syntax. Perhaps you forgot a comma?
