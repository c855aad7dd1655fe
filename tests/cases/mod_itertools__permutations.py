import itertools

print(list(itertools.permutations("ABC")))
print(list(itertools.permutations("ABCD", 2)))
print(list(itertools.permutations(range(3), 0)), list(itertools.permutations("ab", 3)))
print(len(list(itertools.permutations(range(6)))), len(list(itertools.permutations(range(7), 3))))
print(list(itertools.permutations([3, 1, 2], 2)))
print(list(itertools.permutations("aab")))
print(list(itertools.permutations(iterable="xy", r=1)))
for r in [-1, "a"]:
    try:
        itertools.permutations("abc", r)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# [('A', 'B', 'C'), ('A', 'C', 'B'), ('B', 'A', 'C'), ('B', 'C', 'A'), ('C', 'A', 'B'), ('C', 'B', 'A')]
# [('A', 'B'), ('A', 'C'), ('A', 'D'), ('B', 'A'), ('B', 'C'), ('B', 'D'), ('C', 'A'), ('C', 'B'), ('C', 'D'), ('D', 'A'), ('D', 'B'), ('D', 'C')]
# [()] []
# 720 210
# [(3, 1), (3, 2), (1, 3), (1, 2), (2, 3), (2, 1)]
# [('a', 'a', 'b'), ('a', 'b', 'a'), ('a', 'a', 'b'), ('a', 'b', 'a'), ('b', 'a', 'a'), ('b', 'a', 'a')]
# [('x',), ('y',)]
# ValueError r must be non-negative
# TypeError Expected int as r
