def outer():
    x = 1
    def inner():
        global x
        nonlocal x
    return inner
print("never printed")

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: name 'x' is nonlocal and global
