# Results of set operations come out in CPython's order.
a = set([1, 9, 17, 25, 3])
b = set([17, 2, 9, 33])
print(a | b, b | a)
print(a & b, b & a)
print(a - b, b - a)
print(a ^ b, b ^ a)
print(a.union(b, [40, 8]), a.union([0, 16, 32]))
print(a.intersection(b), a.intersection([25, 3, 1]), b.intersection(a, [9]))
print(a.difference(b), a.difference([1, 9], {3}), a.difference())
print(a.symmetric_difference(b), a.symmetric_difference([8, 1, 16]))
print(set([1]) & set([1.0]), set([1.0]) & set([1, 2]), set([1.0, 2]) & set([1]))
print(set([7, 15]) ^ set([15, 23]), set([8, 0]) ^ set([16, 8, 1]))
f = frozenset([5, 13, 21])
print(f | set([29]), set([29]) | f, f & set([13]), f - set([5]), f ^ set([1]))
print(a.copy(), f.copy(), set(f), frozenset(a))
print(set(range(40)) - set([1, 2]), set([1, 2]) - set(range(40)))
print(set(range(12)) & set(range(5, 60, 5)))
d = {9: 'x', 41: 'y', 3: 'z'}
print(a.difference(d), set(d), a.symmetric_difference(d))

# ---- expected stdout ----
# {1, 2, 3, 33, 9, 17, 25} {33, 2, 1, 3, 9, 17, 25}
# {17, 9} {17, 9}
# {1, 3, 25} {33, 2}
# {1, 2, 33, 3, 25} {1, 2, 3, 33, 25}
# {1, 2, 3, 33, 40, 9, 8, 17, 25} {0, 1, 17, 3, 16, 32, 9, 25}
# {17, 9} {25, 3, 1} {9}
# {1, 3, 25} {17, 25} {1, 17, 3, 9, 25}
# {1, 2, 33, 3, 25} {3, 8, 9, 16, 17, 25}
# {1.0} {1.0} {1}
# {23, 7} {16, 0, 1}
# frozenset({29, 13, 21, 5}) {5, 13, 21, 29} frozenset({13}) frozenset({21, 13}) frozenset({1, 21, 5, 13})
# {1, 17, 3, 9, 25} frozenset({13, 21, 5}) {13, 21, 5} frozenset({1, 17, 3, 9, 25})
# {0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39} set()
# {10, 5}
# {1, 17, 25} {9, 3, 41} {1, 41, 17, 25}
