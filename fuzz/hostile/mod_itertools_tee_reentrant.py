import itertools
def g():
    yield next(b)
a, b = itertools.tee(g())
try:
    next(a)
except (RuntimeError, ValueError) as e:
    print(type(e).__name__)
c = itertools.cycle([])
print(list(c))
def h():
    for x in it:
        yield x
it = itertools.chain(h())
try:
    next(it)
except ValueError as e:
    print("ValueError")
