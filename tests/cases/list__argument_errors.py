# Argument-count and keyword errors of list's methods and constructor, in CPython's wordings.
l = [3, 1, 2]
calls = [
    ("append", (), {}), ("append", (1, 2), {}), ("append", (), {"object": 1}), ("extend", (), {}),
    ("insert", (0,), {}), ("insert", (), {"index": 0, "object": 1}), ("pop", (0, 1), {}), ("pop", (), {"index": 0}),
    ("remove", (), {}), ("index", (), {}), ("index", (1, 0, 3, 4), {}), ("index", (1,), {"start": 0}),
    ("count", (), {}), ("clear", (1,), {}), ("copy", (), {"x": 1}), ("reverse", (1, 2), {}),
    ("sort", (None,), {}), ("sort", (), {"cmp": None}), ("sort", (), {"key": None, "reverse": False, "x": 1}),
    ("__len__", (1,), {}), ("__getitem__", (), {}), ("__getitem__", (), {"i": 0}), ("__contains__", (), {}),
    ("__iter__", (1,), {}), ("__init__", (1, 2), {}), ("__init__", (), {"iterable": ()}),
]
for name, args, kwargs in calls:
    try:
        print(name, repr(getattr(l, name)(*args, **kwargs)))
    except TypeError as e:
        print(name, "TypeError:", e)
class L(list):
    def __init__(self, a, b):
        super().__init__([a, b])
for f in [lambda: list(1, 2), lambda: list(iterable=()), lambda: list.__new__(list, 1, 2), lambda: L(1, 2), lambda: list.append()]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
l.sort(reverse=True, key=None)
print(l)

# ---- expected stdout ----
# append TypeError: list.append() takes exactly one argument (0 given)
# append TypeError: list.append() takes exactly one argument (2 given)
# append TypeError: list.append() takes no keyword arguments
# extend TypeError: list.extend() takes exactly one argument (0 given)
# insert TypeError: insert expected 2 arguments, got 1
# insert TypeError: list.insert() takes no keyword arguments
# pop TypeError: pop expected at most 1 argument, got 2
# pop TypeError: list.pop() takes no keyword arguments
# remove TypeError: list.remove() takes exactly one argument (0 given)
# index TypeError: index expected at least 1 argument, got 0
# index TypeError: index expected at most 3 arguments, got 4
# index TypeError: list.index() takes no keyword arguments
# count TypeError: list.count() takes exactly one argument (0 given)
# clear TypeError: list.clear() takes no arguments (1 given)
# copy TypeError: list.copy() takes no keyword arguments
# reverse TypeError: list.reverse() takes no arguments (2 given)
# sort TypeError: sort() takes no positional arguments
# sort TypeError: 'cmp' is an invalid keyword argument for sort()
# sort TypeError: sort() takes at most 2 keyword arguments (3 given)
# __len__ TypeError: expected 0 arguments, got 1
# __getitem__ TypeError: list.__getitem__() takes exactly one argument (0 given)
# __getitem__ TypeError: list.__getitem__() takes no keyword arguments
# __contains__ TypeError: expected 1 argument, got 0
# __iter__ TypeError: expected 0 arguments, got 1
# __init__ TypeError: list expected at most 1 argument, got 2
# __init__ TypeError: list() takes no keyword arguments
# TypeError: list expected at most 1 argument, got 2
# TypeError: list() takes no keyword arguments
# []
# [1, 2]
# TypeError: unbound method list.append() needs an argument
# [3, 2, 1]
