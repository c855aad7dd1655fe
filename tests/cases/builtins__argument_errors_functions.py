# Argument errors of the builtin functions, in CPython's wording (each family: METH_O,
# positional-only, Argument Clinic with keywords, and sorted/min/max's own checks).
calls = [
    lambda: len(), lambda: len([], []), lambda: len(obj=[]),
    lambda: repr(), lambda: ascii(1, 2), lambda: callable(x=1), lambda: id(),
    lambda: hash(1, 2), lambda: chr(), lambda: ord(c="a"),
    lambda: abs(), lambda: abs(x=1), lambda: bin(1, 2), lambda: oct(), lambda: hex(number=1),
    lambda: all(), lambda: any([], []), lambda: all(iterable=[]),
    lambda: format(), lambda: format(1, "d", 3), lambda: format(value=1),
    lambda: getattr(1), lambda: getattr(1, "a", 2, 3), lambda: getattr(1, name="a"),
    lambda: setattr(1, "a"), lambda: hasattr(1), lambda: delattr(1, "a", 2),
    lambda: isinstance(1), lambda: issubclass(int, int, int), lambda: isinstance(1, int, x=1),
    lambda: divmod(1), lambda: divmod(1, 2, 3), lambda: divmod(1, y=2),
    lambda: iter(), lambda: iter(1, 2, 3), lambda: iter([], sentinel=1),
    lambda: next(), lambda: next(iter([]), 1, 2), lambda: next(iterator=iter([])),
    lambda: sum(), lambda: sum([1], 2, 3), lambda: sum(iterable=[1]), lambda: sum([1], foo=1),
    lambda: sum([1], 2, start=3),
    lambda: pow(), lambda: pow(2), lambda: pow(2, 3, 4, 5), lambda: pow(2, 3, base=1), lambda: pow(2, 3, foo=1),
    lambda: round(), lambda: round(1.5, 2, 3), lambda: round(1.5, number=2), lambda: round(1.5, foo=1),
    lambda: sorted(), lambda: sorted([1], [2]), lambda: sorted(iterable=[1]), lambda: sorted([1], foo=1),
    lambda: sorted(1, foo=1), lambda: sorted([], key=None, reverse=1, foo=2),
    lambda: min(), lambda: max(key=len), lambda: min(1, foo=2), lambda: max([], key=None, default=1, foo=2),
    lambda: min(1, 2, default=3),
    lambda: dir(1, 2), lambda: dir(object=1),
    lambda: print(foo=1), lambda: print(1, sep=" ", end="", file=None, flush=False, x=1),
]
for call in calls:
    try:
        print(repr(call()))
    except TypeError as e:
        print("TypeError:", e)
print(sum([1, 2], start=10), pow(2, exp=3), pow(base=2, exp=5, mod=7), round(number=2.675, ndigits=2))
print(sorted([3, 1, 2], reverse=True, key=None), min([3, 1], key=None), max([], default="d"))
print(getattr(1, "nope", "dflt"), format(3, "03d"), next(iter([]), "end"), divmod(7, 2))

# ---- expected stdout ----
# TypeError: len() takes exactly one argument (0 given)
# TypeError: len() takes exactly one argument (2 given)
# TypeError: len() takes no keyword arguments
# TypeError: repr() takes exactly one argument (0 given)
# TypeError: ascii() takes exactly one argument (2 given)
# TypeError: callable() takes no keyword arguments
# TypeError: id() takes exactly one argument (0 given)
# TypeError: hash() takes exactly one argument (2 given)
# TypeError: chr() takes exactly one argument (0 given)
# TypeError: ord() takes no keyword arguments
# TypeError: abs() takes exactly one argument (0 given)
# TypeError: abs() takes no keyword arguments
# TypeError: bin() takes exactly one argument (2 given)
# TypeError: oct() takes exactly one argument (0 given)
# TypeError: hex() takes no keyword arguments
# TypeError: all() takes exactly one argument (0 given)
# TypeError: any() takes exactly one argument (2 given)
# TypeError: all() takes no keyword arguments
# TypeError: format expected at least 1 argument, got 0
# TypeError: format expected at most 2 arguments, got 3
# TypeError: format() takes no keyword arguments
# TypeError: getattr expected at least 2 arguments, got 1
# TypeError: getattr expected at most 3 arguments, got 4
# TypeError: getattr() takes no keyword arguments
# TypeError: setattr expected 3 arguments, got 2
# TypeError: hasattr expected 2 arguments, got 1
# TypeError: delattr expected 2 arguments, got 3
# TypeError: isinstance expected 2 arguments, got 1
# TypeError: issubclass expected 2 arguments, got 3
# TypeError: isinstance() takes no keyword arguments
# TypeError: divmod expected 2 arguments, got 1
# TypeError: divmod expected 2 arguments, got 3
# TypeError: divmod() takes no keyword arguments
# TypeError: iter expected at least 1 argument, got 0
# TypeError: iter expected at most 2 arguments, got 3
# TypeError: iter() takes no keyword arguments
# TypeError: next expected at least 1 argument, got 0
# TypeError: next expected at most 2 arguments, got 3
# TypeError: next() takes no keyword arguments
# TypeError: sum() takes at least 1 positional argument (0 given)
# TypeError: sum() takes at most 2 arguments (3 given)
# TypeError: sum() takes at least 1 positional argument (0 given)
# TypeError: 'foo' is an invalid keyword argument for sum()
# TypeError: sum() takes at most 2 arguments (3 given)
# TypeError: pow() missing required argument 'base' (pos 1)
# TypeError: pow() missing required argument 'exp' (pos 2)
# TypeError: pow() takes at most 3 arguments (4 given)
# TypeError: argument for pow() given by name ('base') and position (1)
# TypeError: 'foo' is an invalid keyword argument for pow()
# TypeError: round() missing required argument 'number' (pos 1)
# TypeError: round() takes at most 2 arguments (3 given)
# TypeError: argument for round() given by name ('number') and position (1)
# TypeError: 'foo' is an invalid keyword argument for round()
# TypeError: sorted expected 1 argument, got 0
# TypeError: sorted expected 1 argument, got 2
# TypeError: sorted expected 1 argument, got 0
# TypeError: 'foo' is an invalid keyword argument for sort()
# TypeError: 'int' object is not iterable
# TypeError: sort() takes at most 2 keyword arguments (3 given)
# TypeError: min expected at least 1 argument, got 0
# TypeError: max expected at least 1 argument, got 0
# TypeError: 'foo' is an invalid keyword argument for min()
# TypeError: max() takes at most 2 keyword arguments (3 given)
# TypeError: Cannot specify a default for min() with multiple positional arguments
# TypeError: dir expected at most 1 argument, got 2
# TypeError: dir() takes no keyword arguments
# TypeError: 'foo' is an invalid keyword argument for print()
# TypeError: 'x' is an invalid keyword argument for print()
# 13 8 4 2.67
# [3, 2, 1] 1 d
# dflt 003 end (3, 1)
