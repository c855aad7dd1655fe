# Argument-count and keyword errors of str's methods, in CPython's four wordings
# (clinic, positional, legacy, slot wrapper).
s = "abc"
calls = [
    ("upper", (1,), {}), ("isdigit", (), {"x": 1}), ("strip", (1, 2), {}), ("strip", (1,), {}),
    ("lstrip", (), {"chars": "a"}), ("center", (), {}), ("ljust", (1, 2, 3), {}),
    ("zfill", (), {}), ("partition", (), {"sep": "b"}), ("removeprefix", (1, 2), {}),
    ("find", (), {}), ("rindex", ("a", 1, 2, 3), {}), ("count", ("a",), {}),
    ("startswith", (), {}), ("endswith", ("c", 0, 3, 4), {}),
    ("splitlines", (1, 2), {}), ("splitlines", (), {"keep": True}), ("expandtabs", (8,), {"tabsize": 4}),
    ("encode", ("utf-8", "strict", 1), {}), ("encode", (), {"encodin": "x"}),
    ("translate", (), {}), ("__format__", (), {}), ("__add__", (), {}), ("__mul__", ("a",), {"x": 1}),
    ("__len__", (1,), {}), ("__contains__", (1, 2), {}), ("__getitem__", (), {}), ("__eq__", (), {}),
    ("__hash__", (1,), {}),
]
for name, args, kwargs in calls:
    try:
        print(name, repr(getattr(s, name)(*args, **kwargs)))
    except TypeError as e:
        print(name, "TypeError:", e)
for f in [lambda: str.maketrans(), lambda: str.maketrans("a", "b", "c", "d"), lambda: str.maketrans(x={}),
          lambda: s.count("a", start=1), lambda: s.find(x=1), lambda: str(1, 2, 3, 4), lambda: str(obj=1), lambda: str.upper()]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
print(s.splitlines(keepends=True), "\tx".expandtabs(tabsize=2), str(object=5), s.encode(errors="strict"))

# ---- expected stdout ----
# upper TypeError: str.upper() takes no arguments (1 given)
# isdigit TypeError: str.isdigit() takes no keyword arguments
# strip TypeError: strip expected at most 1 argument, got 2
# strip TypeError: strip arg must be None or str
# lstrip TypeError: str.lstrip() takes no keyword arguments
# center TypeError: center expected at least 1 argument, got 0
# ljust TypeError: ljust expected at most 2 arguments, got 3
# zfill TypeError: str.zfill() takes exactly one argument (0 given)
# partition TypeError: str.partition() takes no keyword arguments
# removeprefix TypeError: str.removeprefix() takes exactly one argument (2 given)
# find TypeError: find() takes at least 1 argument (0 given)
# rindex TypeError: rindex() takes at most 3 arguments (4 given)
# count 1
# startswith TypeError: startswith() takes at least 1 argument (0 given)
# endswith TypeError: endswith() takes at most 3 arguments (4 given)
# splitlines TypeError: splitlines() takes at most 1 argument (2 given)
# splitlines TypeError: 'keep' is an invalid keyword argument for splitlines()
# expandtabs TypeError: expandtabs() takes at most 1 argument (2 given)
# encode TypeError: encode() takes at most 2 arguments (3 given)
# encode TypeError: 'encodin' is an invalid keyword argument for encode()
# translate TypeError: str.translate() takes exactly one argument (0 given)
# __format__ TypeError: str.__format__() takes exactly one argument (0 given)
# __add__ TypeError: expected 1 argument, got 0
# __mul__ TypeError: wrapper __mul__() takes no keyword arguments
# __len__ TypeError: expected 0 arguments, got 1
# __contains__ TypeError: expected 1 argument, got 2
# __getitem__ TypeError: expected 1 argument, got 0
# __eq__ TypeError: expected 1 argument, got 0
# __hash__ TypeError: expected 0 arguments, got 1
# TypeError: maketrans expected at least 1 argument, got 0
# TypeError: maketrans expected at most 3 arguments, got 4
# TypeError: str.maketrans() takes no keyword arguments
# TypeError: str.count() takes no keyword arguments
# TypeError: str.find() takes no keyword arguments
# TypeError: str() takes at most 3 arguments (4 given)
# TypeError: 'obj' is an invalid keyword argument for str()
# TypeError: unbound method str.upper() needs an argument
# ['abc']   x 5 b'abc'
