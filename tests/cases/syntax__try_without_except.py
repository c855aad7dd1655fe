print("never printed")
try:
    x = 1
print(x)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expected 'except' or 'finally' block
