print(list(range(5)), list(range(2, 6)), list(range(0, 10, 3)), list(range(5, 0, -2)))
print(list(range(0)), list(range(5, 2)), list(range(-3)))

# ---- expected stdout ----
# [0, 1, 2, 3, 4] [2, 3, 4, 5] [0, 3, 6, 9] [5, 3, 1]
# [] [] []
