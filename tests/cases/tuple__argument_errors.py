# Argument-count and keyword errors of tuple's, range's and slice's methods and
# constructors, in CPython's wordings.
t, r, s = (1, 2), range(3), slice(1)
calls = [
    (t, "index", (), {}), (t, "index", (1, 0, 2, 3), {}), (t, "index", (1,), {"start": 0}), (t, "count", (), {}),
    (t, "count", (), {"value": 1}), (t, "__len__", (1,), {}), (t, "__getitem__", (), {}), (t, "__getitem__", (), {"i": 0}),
    (r, "index", (), {}), (r, "index", (), {"value": 1}), (r, "count", (1, 2), {}), (r, "__len__", (1,), {}),
    (s, "indices", (), {}), (s, "indices", (1, 2), {}), (s, "indices", (), {"length": 1}),
]
for obj, name, args, kwargs in calls:
    try:
        print(name, repr(getattr(obj, name)(*args, **kwargs)))
    except TypeError as e:
        print(name, "TypeError:", e)
class T(tuple):
    pass
for f in [lambda: tuple(1, 2), lambda: tuple(iterable=()), lambda: T(x=1), lambda: range(), lambda: range(1, 2, 3, 4),
          lambda: range(stop=1), lambda: slice(), lambda: slice(1, 2, 3, 4), lambda: slice(stop=1)]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
print(T((1, 2)), range(2, 5), range(10**20, 10**20 + 3, 2), slice(1, 2), slice(1, 2, 3), s.indices(5))

# ---- expected stdout ----
# index TypeError: index expected at least 1 argument, got 0
# index TypeError: index expected at most 3 arguments, got 4
# index TypeError: tuple.index() takes no keyword arguments
# count TypeError: tuple.count() takes exactly one argument (0 given)
# count TypeError: tuple.count() takes no keyword arguments
# __len__ TypeError: expected 0 arguments, got 1
# __getitem__ TypeError: expected 1 argument, got 0
# __getitem__ TypeError: wrapper __getitem__() takes no keyword arguments
# index TypeError: range.index() takes exactly one argument (0 given)
# index TypeError: range.index() takes no keyword arguments
# count TypeError: range.count() takes exactly one argument (2 given)
# __len__ TypeError: expected 0 arguments, got 1
# indices TypeError: slice.indices() takes exactly one argument (0 given)
# indices TypeError: slice.indices() takes exactly one argument (2 given)
# indices TypeError: slice.indices() takes no keyword arguments
# TypeError: tuple expected at most 1 argument, got 2
# TypeError: tuple() takes no keyword arguments
# TypeError: tuple() takes no keyword arguments
# TypeError: range expected at least 1 argument, got 0
# TypeError: range expected at most 3 arguments, got 4
# TypeError: range() takes no keyword arguments
# TypeError: slice expected at least 1 argument, got 0
# TypeError: slice expected at most 3 arguments, got 4
# TypeError: slice() takes no keyword arguments
# (1, 2) range(2, 5) range(100000000000000000000, 100000000000000000003, 2) slice(1, 2, None) slice(1, 2, 3) (0, 1, 1)
