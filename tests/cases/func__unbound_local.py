x = 10
def f():
    print(x)
    x = 5
f()

# ---- expected stdout ----
# ---- expected exception ----
# UnboundLocalError: cannot access local variable 'x' where it is not associated with a value
