print("never printed")
try:
    pass
except ValueError, TypeError:
    pass

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: multiple exception types must be parenthesized
