print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(3.14159, 3), round(-3.14159, 1), round(1234.5678, -2))
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, round(2.5, 0))

# ---- expected stdout ----
# 2.67 1.0 0.12 0.38
# 3.142 -3.1 1200.0
# 0 2 2 0 -2
# int float 2.0
