def g():
    it.close()
    yield 1
it = g()
try:
    next(it)
except ValueError as e:
    print("ValueError", e)
