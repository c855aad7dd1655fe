print("never printed")
if True:
    break

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: 'break' outside loop
