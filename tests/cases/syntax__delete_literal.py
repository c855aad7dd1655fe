x = 1
print("never printed")
del x, 1

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot delete literal
