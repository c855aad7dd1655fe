from fractions import Fraction as F

a, b = F(1, 2), F(1, 3)
print(a + b, a - b, a * b, a / b, b - a)
print(a + 1, 1 + a, a - 1, 1 - a, a * 4, 4 * a, a / 3, 3 / a)
print(repr(F(2, 3) * F(3, 2)), repr(F(5, 6) + F(1, 6)), repr(F(1, 4) - F(1, 4)))
print(-a, +a, abs(F(-3, 4)), abs(F(3, 4)))
print(sum([F(1, 2), F(1, 3), F(1, 6)]), sum(F(1, n) for n in range(1, 8)))
print(F(7, 12) + F(5, 18), F(7, 12) * F(18, 35), F(-7, 12) / F(14, 3))
x = F(1)
for i in range(5):
    x = x / 2 + F(1, 3)
print(x)
print(True + F(1, 2), F(1, 2) * False)

# ---- expected stdout ----
# 5/6 1/6 1/6 3/2 -1/6
# 3/2 3/2 -1/2 1/2 2 2 1/6 6
# Fraction(1, 1) Fraction(1, 1) Fraction(0, 1)
# -1/2 1/2 3/4 3/4
# 1 363/140
# 31/36 3/10 -1/8
# 65/96
# 3/2 0
