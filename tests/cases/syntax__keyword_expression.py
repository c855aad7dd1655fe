def f(**k):
    return k
print("never printed")
f(a.b=1)

# ---- expected stdout ----
# ---- expected exception ----
# SyntaxError: expression cannot contain assignment, perhaps you meant "=="?
