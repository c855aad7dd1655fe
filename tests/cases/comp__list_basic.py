print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([c.upper() for c in "hey"], [None for _ in range(2)])

# ---- expected stdout ----
# [0, 1, 4, 9, 16, 25]
# [0, 6, 12, 18]
# ['H', 'E', 'Y'] [None, None]
