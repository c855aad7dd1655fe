# Argument errors of enumerate, zip, map, filter and reversed (enumerate checks its own
# arguments in CPython 3.11, not through Argument Clinic), and of iterators' __next__ and
# __iter__, and str.format_map.
for f in [lambda: enumerate(), lambda: enumerate([], 1, 2), lambda: enumerate(x=1), lambda: enumerate([], iterable=[]),
          lambda: enumerate(start=1), lambda: enumerate([], 1, start=2), lambda: enumerate(a=1, b=2, c=3),
          lambda: enumerate(iterable=[], x=1), lambda: enumerate(start=1, x=[]),
          lambda: zip(x=1), lambda: zip([], strict=1, x=2), lambda: map(), lambda: map(len), lambda: map(len, [], x=1),
          lambda: filter(None), lambda: filter(None, [], x=1), lambda: filter(None, [], []), lambda: reversed(),
          lambda: reversed([], []), lambda: reversed([], x=1), lambda: iter([]).__next__(1), lambda: iter([]).__iter__(1),
          lambda: enumerate([]).__next__(1), lambda: zip().__iter__(x=1), lambda: "a".format_map(), lambda: "a".format_map(x=1)]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
print(list(enumerate(iterable="ab")), list(enumerate("ab", start=5)), list(enumerate(start=3, iterable="c")))
print(list(enumerate(iterable="d", start=7)), list(zip("ab", "cd", strict=True)), "{a}-{0}".format(1, a=2))

# ---- expected stdout ----
# TypeError: enumerate() missing required argument 'iterable'
# TypeError: enumerate() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for enumerate()
# TypeError: 'iterable' is an invalid keyword argument for enumerate()
# TypeError: 'start' is an invalid keyword argument for enumerate()
# TypeError: enumerate() takes at most 2 arguments (3 given)
# TypeError: enumerate() missing required argument 'iterable'
# TypeError: 'x' is an invalid keyword argument for enumerate()
# TypeError: 'x' is an invalid keyword argument for enumerate()
# TypeError: 'x' is an invalid keyword argument for zip()
# TypeError: zip() takes at most 1 keyword argument (2 given)
# TypeError: map() must have at least two arguments.
# TypeError: map() must have at least two arguments.
# TypeError: map() takes no keyword arguments
# TypeError: filter expected 2 arguments, got 1
# TypeError: filter() takes no keyword arguments
# TypeError: filter expected 2 arguments, got 3
# TypeError: reversed expected 1 argument, got 0
# TypeError: reversed expected 1 argument, got 2
# TypeError: reversed() takes no keyword arguments
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: expected 0 arguments, got 1
# TypeError: wrapper __iter__() takes no keyword arguments
# TypeError: str.format_map() takes exactly one argument (0 given)
# TypeError: str.format_map() takes no keyword arguments
# [(0, 'a'), (1, 'b')] [(5, 'a'), (6, 'b')] [(3, 'c')]
# [(7, 'd')] [('a', 'c'), ('b', 'd')] 2-1
