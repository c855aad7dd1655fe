def f(*, key):
    return key
print(f(key=1))
f()

# ---- expected stdout ----
# 1
# ---- expected exception ----
# TypeError: f() missing 1 required keyword-only argument: 'key'
