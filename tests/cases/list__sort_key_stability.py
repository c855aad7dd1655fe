pairs = [("b", 2), ("a", 2), ("c", 1), ("d", 3), ("e", 1)]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: p[1], reverse=True))
pairs.sort(key=lambda p: p[0], reverse=True)
print(pairs)

# ---- expected stdout ----
# [('c', 1), ('e', 1), ('b', 2), ('a', 2), ('d', 3)]
# [('d', 3), ('b', 2), ('a', 2), ('c', 1), ('e', 1)]
# [('e', 1), ('d', 3), ('c', 1), ('b', 2), ('a', 2)]
