import itertools

print([(k, list(g)) for k, g in itertools.groupby("AAAABBBCCDAABBB")])
print([k for k, g in itertools.groupby("AAAABBBCCD")])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for key, group in itertools.groupby(words, key=lambda w: w[0]):
    print(key, list(group))
groups = list(itertools.groupby("aabbbc"))
print([(k, list(g)) for k, g in groups])
g = itertools.groupby([1, 1, 2, 2, 2, 3])
k1, g1 = next(g)
print(k1, next(g1))
k2, g2 = next(g)
print(k2, list(g1), list(g2))
print(list(itertools.groupby([])))
data = sorted([("b", 2), ("a", 1), ("b", 3), ("a", 4)])
print({k: [v for _, v in grp] for k, grp in itertools.groupby(data, key=lambda p: p[0])})
print(type(next(itertools.groupby("x"))[1]))

# ---- expected stdout ----
# [('A', ['A', 'A', 'A', 'A']), ('B', ['B', 'B', 'B']), ('C', ['C', 'C']), ('D', ['D']), ('A', ['A', 'A']), ('B', ['B', 'B', 'B'])]
# ['A', 'B', 'C', 'D']
# a ['apple', 'avocado']
# b ['banana', 'blueberry']
# c ['cherry']
# a ['apricot']
# [('a', []), ('b', []), ('c', [])]
# 1 1
# 2 [] [2, 2, 2]
# []
# {'a': [1, 4], 'b': [2, 3]}
# <class 'itertools._grouper'>
