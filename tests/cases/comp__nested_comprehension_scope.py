matrix = [[1, 2], [3, 4], [5, 6]]
print([[row[i] for row in matrix] for i in range(2)])
print([n for row in matrix for n in row if n % 2])

# ---- expected stdout ----
# [[1, 3, 5], [2, 4, 6]]
# [1, 3, 5]
