from contextlib import ExitStack


def suppressor(exc_type, exc, tb):
    print("suppressor got", exc_type.__name__ if exc_type else None)
    return exc_type is KeyError


with ExitStack() as stack:
    stack.push(suppressor)
    raise KeyError("gone")
print("KeyError suppressed")
try:
    with ExitStack() as stack:
        stack.push(suppressor)
        raise ValueError("kept")
except ValueError as e:
    print("ValueError:", e)


def failing():
    raise RuntimeError("callback failed")


try:
    with ExitStack() as stack:
        stack.callback(print, "still runs")
        stack.callback(failing)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    with ExitStack() as stack:
        stack.callback(failing)
        raise IndexError("original")
except RuntimeError as e:
    print("RuntimeError:", e, "| context:", repr(e.__context__))


class Quiet:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        print("Quiet exit", exc[0].__name__ if exc[0] else None)
        return True


with ExitStack() as stack:
    stack.enter_context(Quiet())
    1 / 0
print("swallowed by Quiet")

# ---- expected stdout ----
# suppressor got KeyError
# KeyError suppressed
# suppressor got ValueError
# ValueError: kept
# still runs
# RuntimeError: callback failed
# RuntimeError: callback failed | context: IndexError('original')
# Quiet exit ZeroDivisionError
# swallowed by Quiet
