def f(a):
    return a
print(f(a=1))
f(b=2)

# ---- expected stdout ----
# 1
# ---- expected exception ----
# TypeError: f() got an unexpected keyword argument 'b'
