print("never printed")
def f():
        x = 1
    return x

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: unindent does not match any outer indentation level
