x = 1
print("never printed")
x == 1 = True

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot assign to comparison
