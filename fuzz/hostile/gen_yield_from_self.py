def g():
    yield from it
it = g()
try:
    next(it)
except ValueError as e:
    print("ValueError", e)
