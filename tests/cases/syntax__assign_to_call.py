def f():
    return 1
print("never printed")
f() = 2

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?
