import itertools

print(list(itertools.pairwise("ABCDE")), list(itertools.pairwise("A")), list(itertools.pairwise([])))
print(list(itertools.zip_longest("ABCD", "xy", fillvalue="-")))
print(list(itertools.zip_longest(range(3), "ab", [True])))
print(list(itertools.zip_longest()), list(itertools.zip_longest("ab")))
print([a + b for a, b in itertools.pairwise([1, 4, 9, 16])])
try:
    itertools.zip_longest("a", foo=1)
except TypeError as e:
    print(e)
try:
    itertools.pairwise()
except TypeError as e:
    print(e)
try:
    itertools.zip_longest("a", 5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# [('A', 'B'), ('B', 'C'), ('C', 'D'), ('D', 'E')] [] []
# [('A', 'x'), ('B', 'y'), ('C', '-'), ('D', '-')]
# [(0, 'a', True), (1, 'b', None), (2, None, None)]
# [] [('a',), ('b',)]
# [5, 13, 25]
# zip_longest() got an unexpected keyword argument
# pairwise expected 1 argument, got 0
# 'int' object is not iterable
