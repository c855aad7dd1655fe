print(1.0 == 1, 0.1 + 0.2 == 0.3, 0.5 < 1, 2 ** 53 == 2.0 ** 53)
print(2 ** 53 + 1 == 2.0 ** 53, 2 ** 53 + 1 > 2.0 ** 53)
print(float("inf") > 10 ** 400, float("nan") < 1, float("nan") > 1)
print(sorted([3, 1.5, 2, -0.5, 0]))

# ---- expected stdout ----
# True False True True
# False True
# True False False
# [-0.5, 0, 1.5, 2, 3]
