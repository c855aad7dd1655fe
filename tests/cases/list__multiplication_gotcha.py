grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
good = [[0] * 3 for _ in range(3)]
good[0][0] = 1
print(good)
print([1, 2] * 2, [] * 5, [0] * 0)

# ---- expected stdout ----
# [[1, 0, 0], [1, 0, 0], [1, 0, 0]]
# [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
# [1, 2, 1, 2] [] []
