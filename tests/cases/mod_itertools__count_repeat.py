import itertools

c = itertools.count()
print(next(c), next(c), next(c), c)
print(list(zip("abc", itertools.count(10, 5))))
print(list(itertools.islice(itertools.count(0.5, 0.25), 4)))
print(list(itertools.islice(itertools.count(2 ** 63 - 2), 4)))
c = itertools.count(1, 1.0)
print(c, next(c), c)
print(itertools.count(start=3, step=-2), type(itertools.count()))
r = itertools.repeat("x", 3)
print(r, list(r), r)
print(list(map(pow, range(5), itertools.repeat(2))))
print(list(itertools.repeat(1, -5)), list(itertools.repeat(None, times=2)))
big = itertools.repeat(7, 10 ** 12)
print(next(big), next(big), big.__length_hint__())
try:
    itertools.count("a")
except TypeError as e:
    print(e)
try:
    itertools.repeat()
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 0 1 2 count(3)
# [('a', 10), ('b', 15), ('c', 20)]
# [0.5, 0.75, 1.0, 1.25]
# [9223372036854775806, 9223372036854775807, 9223372036854775808, 9223372036854775809]
# count(2.0, 1.0) 1 count(2.0, 1.0)
# count(3, -2) <class 'itertools.count'>
# repeat('x', 0) ['x', 'x', 'x'] repeat('x', 0)
# [0, 1, 4, 9, 16]
# [] [None, None]
# 7 7 999999999998
# a number is required
# repeat() missing required argument 'object' (pos 1)
