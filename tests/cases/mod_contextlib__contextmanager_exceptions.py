from contextlib import contextmanager


@contextmanager
def handler(kind):
    try:
        yield
    except kind as e:
        print("handled", type(e).__name__, e)


with handler(ValueError):
    raise ValueError("bad value")
print("continued")
try:
    with handler(ValueError):
        raise TypeError("not handled")
except TypeError as e:
    print("propagated", e)


@contextmanager
def transform():
    try:
        yield
    except ZeroDivisionError as e:
        raise ArithmeticError("converted") from e


try:
    with transform():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)


@contextmanager
def reraise():
    try:
        yield
    except LookupError:
        print("seen, re-raising")
        raise


try:
    with reraise():
        [][1]
except IndexError as e:
    print("IndexError:", e)

# ---- expected stdout ----
# handled ValueError bad value
# continued
# propagated not handled
# ArithmeticError converted ZeroDivisionError
# seen, re-raising
# IndexError: list index out of range
