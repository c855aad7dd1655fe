def f():
    return 1
print("start")
c = f.__code__

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __code__
