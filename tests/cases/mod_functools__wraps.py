import functools

def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print("calling", func.__name__)
        return func(*args, **kwargs)
    return wrapper

@logged
def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b

print(add(2, 3))
print(add.__name__, add.__doc__, add.__qualname__, add.__wrapped__.__name__)
print(add.__annotations__)

def plain():
    pass

plain.custom = "attr"

def shell():
    pass

functools.update_wrapper(shell, plain)
print(shell.__name__, shell.custom, shell.__wrapped__ is plain)

def other():
    "other doc"

functools.update_wrapper(shell, other, assigned=("__doc__",), updated=())
print(shell.__name__, shell.__doc__)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)

# ---- expected stdout ----
# calling add
# 5
# add Add two numbers. add add
# {'a': <class 'int'>, 'b': <class 'int'>, 'return': <class 'int'>}
# plain attr True
# plain other doc
# ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__') ('__dict__',)
