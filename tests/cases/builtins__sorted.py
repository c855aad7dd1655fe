data = [3, 1, 2]
result = sorted(data)
print(result, data, sorted("bca"), sorted({3: 0, 1: 0}), sorted(data, reverse=True))
records = [("bob", 3), ("amy", 3), ("cal", 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))

# ---- expected stdout ----
# [1, 2, 3] [3, 1, 2] ['a', 'b', 'c'] [1, 3] [3, 2, 1]
# [('cal', 1), ('bob', 3), ('amy', 3)]
# [('bob', 3), ('amy', 3), ('cal', 1)]
