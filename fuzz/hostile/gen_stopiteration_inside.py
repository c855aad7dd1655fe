def g():
    raise StopIteration
    yield
try:
    next(g())
except RuntimeError as e:
    print("RuntimeError", e)
