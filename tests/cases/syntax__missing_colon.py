print("never printed")
x = 3
if x > 2
    print(x)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expected ':'
