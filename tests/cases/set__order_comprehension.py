# Comprehensions and set() of generators add in iteration order.
print({x * 5 % 13 for x in range(10)})
print({x for x in [24, 16, 8, 0]})
print(set(x * 3 for x in range(12, 0, -1)))
print({(x, -x) for x in range(4)})
print({x % 7 for x in range(50, 0, -3)})
print(sorted({x for x in range(5)}) == list({x for x in range(5)}))
print(frozenset(x * 8 for x in range(6)))
print(set({k: k for k in [40, 8, 16]}))
print(set("abc") == {"a", "b", "c"}, len(set(range(100, 0, -1))))
print(list(set(range(100, 0, -1)))[:5])

# ---- expected stdout ----
# {0, 1, 2, 4, 5, 6, 7, 9, 10, 12}
# {24, 16, 8, 0}
# {33, 3, 36, 6, 9, 12, 15, 18, 21, 24, 27, 30}
# {(2, -2), (3, -3), (1, -1), (0, 0)}
# {0, 1, 2, 3, 4, 5, 6}
# True
# frozenset({0, 32, 8, 40, 16, 24})
# {40, 8, 16}
# True 100
# [1, 2, 3, 4, 5]
