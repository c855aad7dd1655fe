def g():
    yield next(g())
try:
    next(g())
except RecursionError:
    print("RecursionError")
