def f(a, b):
    return a + b
print(f(1, b=2))
f(1, a=2)

# ---- expected stdout ----
# 3
# ---- expected exception ----
# TypeError: f() got multiple values for argument 'a'
