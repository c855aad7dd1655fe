print("never printed")
x = 1
    y = 2

# ---- expected stdout ----
# ---- expected exception ----
# IndentationError: unexpected indent
