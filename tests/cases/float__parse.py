print(float("3.14"), float("  -2.5  "), float("1e3"), float("1_000.5"))
print(float("inf"), float("-Infinity"), float("nan"), float("+1.5E-2"))
print(float(".5"), float("5."), float(7), float(True))

# ---- expected stdout ----
# 3.14 -2.5 1000.0 1000.5
# inf -inf nan 0.015
# 0.5 5.0 7.0 1.0
