def f():
    pass
print("start")
print(f.__globals__)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: 'function' object has no attribute '__globals__'
