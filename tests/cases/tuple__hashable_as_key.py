grid = {}
grid[(0, 0)] = "origin"
grid[1, 2] = "point"
print(grid[(1, 2)], grid[0, 0], (1, 2) in grid)
print(hash((1, 2)) == hash((1, 2)))

# ---- expected stdout ----
# point origin True
# True
