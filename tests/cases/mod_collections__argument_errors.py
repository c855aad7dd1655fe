# Argument errors of collections' native helpers: Counter's counting loop and the field
# descriptors of namedtuples (a slot wrapper `__get__` in CPython).
import collections

P = collections.namedtuple("P", "x y")
g = P.__dict__["x"]
calls = [
    lambda: collections._count_elements({}),
    lambda: collections._count_elements({}, [], 1),
    lambda: collections._count_elements(mapping={}, iterable=[]),
    lambda: g.__get__(),
    lambda: g.__get__(1, 2, 3),
    lambda: g.__get__(P(1, 2), x=1),
    lambda: g.__get__(None, None),
    lambda: g.__get__(None),
    lambda: g.__get__(5),
    lambda: P(1, 2, 3),
    lambda: P(1, x=2),
    lambda: P(1, z=2),
    lambda: P(),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)
d = {}
collections._count_elements(d, "abca")
print(d, g.__get__(P(3, 4)), g.__get__(P(3, 4), P), g.__get__(None, P) is g, P.x is g)

# ---- expected stdout ----
# TypeError: _count_elements expected 2 arguments, got 1
# TypeError: _count_elements expected 2 arguments, got 3
# TypeError: _collections._count_elements() takes no keyword arguments
# TypeError:  expected at least 1 argument, got 0
# TypeError:  expected at most 2 arguments, got 3
# TypeError: wrapper __get__() takes no keyword arguments
# TypeError: __get__(None, None) is invalid
# TypeError: __get__(None, None) is invalid
# TypeError: descriptor for index '0' for tuple subclasses doesn't apply to 'int' object
# TypeError: P.__new__() takes 3 positional arguments but 4 were given
# TypeError: P.__new__() got multiple values for argument 'x'
# TypeError: P.__new__() got an unexpected keyword argument 'z'
# TypeError: P.__new__() missing 2 required positional arguments: 'x' and 'y'
# {'a': 2, 'b': 1, 'c': 1} 3 3 True True
