def g():
    yield 1
it = g()
next(it)
try:
    it.throw(StopIteration)
except RuntimeError as e:
    print("RuntimeError", e)
