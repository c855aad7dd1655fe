import bisect

records = [("apple", 1), ("pear", 3), ("fig", 5), ("kiwi", 7)]
print(bisect.bisect_left(records, 5, key=lambda r: r[1]), bisect.bisect_right(records, 5, key=lambda r: r[1]))
bisect.insort(records, ("plum", 4), key=lambda r: r[1])
bisect.insort_left(records, ("lime", 5), key=lambda r: r[1])
print(records)
print(bisect.bisect(records, 100, key=lambda r: r[1]), bisect.bisect_left(records, 0, key=None))

# ---- expected stdout ----
# 2 3
# [('apple', 1), ('pear', 3), ('plum', 4), ('lime', 5), ('fig', 5), ('kiwi', 7)]
# ---- expected exception ----
# TypeError: '<' not supported between instances of 'tuple' and 'int'
