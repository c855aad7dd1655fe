# PEP 479: a StopIteration escaping a generator becomes RuntimeError with the
# StopIteration as its __cause__ (and __context__), context suppressed.
def g():
    raise StopIteration(5)
    yield


try:
    next(g())
except RuntimeError as e:
    print(e, repr(e.__cause__), e.__context__ is e.__cause__, e.__suppress_context__)


def h():
    yield 1
    raise StopIteration("late")


try:
    for x in h():
        print(x)
except RuntimeError as e:
    print(e, e.__cause__.args)

# ---- expected stdout ----
# generator raised StopIteration StopIteration(5) True True
# 1
# generator raised StopIteration ('late',)
