import itertools

print(list(itertools.combinations("ABCD", 2)))
print(list(itertools.combinations(range(4), 3)))
print(list(itertools.combinations("abc", 0)), list(itertools.combinations("abc", 4)))
print(list(itertools.combinations_with_replacement("ABC", 2)))
print(list(itertools.combinations_with_replacement([], 2)), list(itertools.combinations_with_replacement([], 0)))
print(len(list(itertools.combinations(range(20), 5))), len(list(itertools.combinations_with_replacement(range(5), 3))))
print(list(itertools.combinations([3, 1, 2], 2)))
print(list(itertools.combinations("abcdefghijklmnopqrstuvwxyz", 1000)))
try:
    itertools.combinations("abc")
except TypeError as e:
    print(e)
try:
    itertools.combinations_with_replacement("abc", -2)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# [('A', 'B'), ('A', 'C'), ('A', 'D'), ('B', 'C'), ('B', 'D'), ('C', 'D')]
# [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
# [()] []
# [('A', 'A'), ('A', 'B'), ('A', 'C'), ('B', 'B'), ('B', 'C'), ('C', 'C')]
# [] [()]
# 15504 35
# [(3, 1), (3, 2), (1, 2)]
# []
# combinations() missing required argument 'r' (pos 2)
# r must be non-negative
