import itertools

print(list(itertools.islice("ABCDEFG", 2)))
print(list(itertools.islice("ABCDEFG", 2, 4)))
print(list(itertools.islice("ABCDEFG", 2, None)))
print(list(itertools.islice("ABCDEFG", 0, None, 2)))
print(list(itertools.islice(itertools.count(), 5, 20, 5)))
print(list(itertools.islice(range(10), None, None, 3)))
it = iter(range(10))
print(list(itertools.islice(it, 0, 5, 2)), next(it))
it = iter(range(10))
print(list(itertools.islice(it, 3)), list(it))
bad = [("ABC", -1), ("ABC", 1, -1), ("ABC", -1, 2), ("ABC", "a"), ("ABC", 0, 2, 0), ("ABC", 0, 2, 1.5), ("ABC",), ("ABC", 1, 2, 3, 4)]
for args in bad:
    try:
        itertools.islice(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    itertools.islice("abc", stop=2)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# ['A', 'B']
# ['C', 'D']
# ['C', 'D', 'E', 'F', 'G']
# ['A', 'C', 'E', 'G']
# [5, 10, 15]
# [0, 3, 6, 9]
# [0, 2, 4] 5
# [0, 1, 2] [3, 4, 5, 6, 7, 8, 9]
# ValueError Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# ValueError Step for islice() must be a positive integer or None.
# ValueError Step for islice() must be a positive integer or None.
# TypeError islice expected at least 2 arguments, got 1
# TypeError islice expected at most 4 arguments, got 5
# islice() takes no keyword arguments
