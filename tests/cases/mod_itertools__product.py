import itertools

print(list(itertools.product("AB", "xy")))
print(list(itertools.product(range(2), repeat=3)))
print(list(itertools.product()), list(itertools.product("ab", [])), list(itertools.product(repeat=2)))
print(len(list(itertools.product("abc", "de", "fghi"))))
p = itertools.product(range(10 ** 6), range(10 ** 6), repeat=2)
print(next(p), next(p))
print(["".join(t) for t in itertools.product("01", repeat=2)])
try:
    itertools.product("ab", repeat=-1)
except ValueError as e:
    print(e)
try:
    itertools.product("ab", foo=1)
except TypeError as e:
    print(e)
print(type(itertools.product()))

# ---- expected stdout ----
# [('A', 'x'), ('A', 'y'), ('B', 'x'), ('B', 'y')]
# [(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1), (1, 0, 0), (1, 0, 1), (1, 1, 0), (1, 1, 1)]
# [()] [] [()]
# 24
# (0, 0, 0, 0) (0, 0, 0, 1)
# ['00', '01', '10', '11']
# repeat argument cannot be negative
# 'foo' is an invalid keyword argument for product()
# <class 'itertools.product'>
