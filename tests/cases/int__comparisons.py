print(1 < 2 < 3, 3 > 2 > 2, 1 == 1 != 2)
print(2 ** 64 > 2 ** 63, -2 ** 64 < 0)
print(5 <= 5, 5 >= 6)
print(max(3, 1, 2), min(-1, -5))

# ---- expected stdout ----
# True False True
# True True
# True False
# 3 -5
