print(list(reversed(range(5))), sum(range(101)), max(range(-5, 5)))
print(list(reversed(range(1, 10, 3))))

# ---- expected stdout ----
# [4, 3, 2, 1, 0] 5050 4
# [7, 4, 1]
