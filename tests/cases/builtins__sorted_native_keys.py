# The native fast paths of sorted()/list.sort() must keep Python's order and stability.
rows = [(1, 2.5, "b"), (1, 2, "a"), (0, 3, "z"), (1, 2.0, "c"), (1,), (1, 2), (-0.0, 1, "q"), (0, 1, "p")]
print(sorted(rows))
print(sorted(rows, reverse=True))
print(sorted([True, 2, 1, 0.5, False, 1.0, -3]))
print(sorted([3, 1.0, 1, True, 2.5], reverse=True))
print(sorted(["é", "e", "z", "É", "a", "", "ab", "\U0001F600", "ß"]))
words = ["bb", "a", "cc", "d", "ee", "f"]
print(sorted(words, key=len), sorted(words, key=len, reverse=True))
pairs = [(k % 3, k) for k in range(10)]
print(sorted(pairs, key=lambda p: (p[0],)), sorted(pairs, key=lambda p: -p[0], reverse=True))
print(sorted([2.5, -1.0, 0.0, -0.0, 1e300, float("inf"), float("-inf")]))
nested = [((1, 2), 3), ((1, 1), 4), ((0, 9), 5)]
print(sorted(nested))
big = [10**20, 5, -10**20, 2.5]
print(sorted(big))
data = [(1, "a"), (1, 2)]
try:
    sorted(data)
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, 2), "x"])
except TypeError as e:
    print("TypeError:", e)
lst = [5, 3, 9, 1]
lst.sort(key=lambda v: v % 3)
print(lst)

# ---- expected stdout ----
# [(0, 1, 'p'), (-0.0, 1, 'q'), (0, 3, 'z'), (1,), (1, 2), (1, 2, 'a'), (1, 2.0, 'c'), (1, 2.5, 'b')]
# [(1, 2.5, 'b'), (1, 2.0, 'c'), (1, 2, 'a'), (1, 2), (1,), (0, 3, 'z'), (-0.0, 1, 'q'), (0, 1, 'p')]
# [-3, False, 0.5, True, 1, 1.0, 2]
# [3, 2.5, 1.0, 1, True]
# ['', 'a', 'ab', 'e', 'z', 'É', 'ß', 'é', '😀']
# ['a', 'd', 'f', 'bb', 'cc', 'ee'] ['bb', 'cc', 'ee', 'a', 'd', 'f']
# [(0, 0), (0, 3), (0, 6), (0, 9), (1, 1), (1, 4), (1, 7), (2, 2), (2, 5), (2, 8)] [(0, 0), (0, 3), (0, 6), (0, 9), (1, 1), (1, 4), (1, 7), (2, 2), (2, 5), (2, 8)]
# [-inf, -1.0, 0.0, -0.0, 2.5, 1e+300, inf]
# [((0, 9), 5), ((1, 1), 4), ((1, 2), 3)]
# [-100000000000000000000, 2.5, 5, 100000000000000000000]
# TypeError: '<' not supported between instances of 'int' and 'str'
# TypeError: '<' not supported between instances of 'str' and 'tuple'
# [3, 9, 1, 5]
