print("never printed")
def f():
    continue

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: 'continue' not properly in loop
