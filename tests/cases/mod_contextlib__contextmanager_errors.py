from contextlib import contextmanager


@contextmanager
def never():
    if False:
        yield


@contextmanager
def twice():
    yield 1
    yield 2


@contextmanager
def keeps_going():
    try:
        yield
    except ValueError:
        yield


@contextmanager
def simple():
    yield


for label, cm, exc in [("no yield", never, None), ("two yields", twice, None),
                       ("yield after throw", keeps_going, ValueError)]:
    try:
        with cm():
            if exc:
                raise exc("x")
    except RuntimeError as e:
        print(label, "->", e)
try:
    with simple():
        raise StopIteration("inner stop")
except StopIteration as e:
    print("StopIteration kept:", e)
try:
    with simple():
        raise RuntimeError("plain runtime")
except RuntimeError as e:
    print("RuntimeError kept:", e)
m = simple()
with m:
    pass
try:
    with m:
        pass
except (AttributeError, RuntimeError) as e:
    print("reuse fails:", type(e).__name__)

# ---- expected stdout ----
# no yield -> generator didn't yield
# two yields -> generator didn't stop
# yield after throw -> generator didn't stop after throw()
# StopIteration kept: inner stop
# RuntimeError kept: plain runtime
# reuse fails: AttributeError
