# stack overflow: every RecursionError caught and re-provoked grows an implicit __context__ chain
# that is dropped recursively when unwinding.
def f():
    try:
        f()
    except RecursionError:
        f()
f()
