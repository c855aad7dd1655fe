def g():
    x = yield 1
    it.send(2)
    yield x
it = g()
next(it)
try:
    it.send(5)
except ValueError as e:
    print("ValueError", e)
