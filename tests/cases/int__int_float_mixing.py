print(1 + 2.0, 3 * 0.5, 7 / 2, 8 / 4, type(8 / 4).__name__)
print(10 - 0.25, 2 ** 0.5 == 2 ** 0.5)
print(1 == 1.0, 2 < 2.5, 3 > 2.999)
print(int(2.9), int(-2.9), int(1e10))

# ---- expected stdout ----
# 3.0 1.5 3.5 2.0 float
# 9.75 True
# True True True
# 2 -2 10000000000
