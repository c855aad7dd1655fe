def g():
    try:
        yield 1
    except KeyError:
        it.throw(KeyError)
it = g()
next(it)
try:
    it.throw(KeyError)
except ValueError as e:
    print("ValueError", e)
