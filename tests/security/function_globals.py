def f():
    pass
print("start")
print(f.__globals__)

# ---- expected stdout ----
# start
# ---- expected exception ----
# AttributeError: Forbidden access to dunder attribute: __globals__
