matrix = [[1, 2, 3], [4, 5, 6]]
print(matrix[1][2], len(matrix), len(matrix[0]))
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
flat = [x for row in matrix for x in row]
print(flat)

# ---- expected stdout ----
# 6 2 3
# [[1, 4], [2, 5], [3, 6]]
# [1, 2, 3, 4, 5, 6]
