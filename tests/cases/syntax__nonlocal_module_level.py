print("never printed")
nonlocal x

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: nonlocal declaration not allowed at module level
