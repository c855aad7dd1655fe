x = 2
print("never printed")
if x == 1:
    pass
elif x == 2
    pass

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expected ':'
