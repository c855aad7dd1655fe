def f():
    return 1
print("start")
c = f.__code__

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: 'function' object has no attribute '__code__'
