def g():
    yield next(it)
it = g()
try:
    next(it)
except ValueError as e:
    print("ValueError", e)
