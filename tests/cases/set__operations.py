a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b))
print(sorted(a.union([9])), sorted(a.intersection(range(3))), sorted(a.difference({1})), sorted(a.symmetric_difference([1, 10])))

# ---- expected stdout ----
# [1, 2, 3, 4, 5] [3, 4] [1, 2] [5] [1, 2, 5]
# [1, 2, 3, 4, 9] [1, 2] [2, 3, 4] [2, 3, 4, 10]
