# hash(frozenset) matches CPython, so sets of frozensets iterate in CPython's order.
print(hash(frozenset([1, 2])), hash(frozenset()), hash(frozenset([-1, (1, 2), 3.5])))
print(hash(frozenset(range(100))) == hash(frozenset(range(99, -1, -1))))
s = set([frozenset([1]), frozenset([1, 2]), frozenset(), frozenset([3, 4, 5]), frozenset([(0, 1)])])
print(s)
print({frozenset([i, i + 1]) for i in range(8)})

# ---- expected stdout ----
# -1826646154956904602 133146708735736 -4350144100270561967
# True
# {frozenset({1, 2}), frozenset({(0, 1)}), frozenset({1}), frozenset({3, 4, 5}), frozenset()}
# {frozenset({3, 4}), frozenset({2, 3}), frozenset({1, 2}), frozenset({4, 5}), frozenset({0, 1}), frozenset({6, 7}), frozenset({8, 7}), frozenset({5, 6})}
