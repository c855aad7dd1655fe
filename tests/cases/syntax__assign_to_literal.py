print("never printed")
1 = x

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?
