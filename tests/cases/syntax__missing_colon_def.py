print("never printed")
def area(w, h)
    return w * h

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expected ':'
