data = [1, 5, 2, 8, 3]
print([y for x in data if (y := x * 2) > 5], y)
total = 0
print([total := total + x for x in data], total)

# ---- expected stdout ----
# [10, 16, 6] 6
# [1, 6, 8, 16, 19] 19
