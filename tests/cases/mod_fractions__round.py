from fractions import Fraction as F

for f in [F(5, 2), F(7, 2), F(-5, 2), F(-7, 2), F(1, 3), F(2, 3), F(-1, 3)]:
    print(f, round(f), type(round(f)).__name__)
f = F(12345, 100)
print(round(f, 1), round(f, 2), round(f, 3), round(f, 0), round(f, -1), round(f, -2), round(f, -3))
print(repr(round(F(7, 2), 0)), repr(round(F(25, 1000), 2)), repr(round(F(35, 1000), 2)))
print(round(F(-12345, 100), -2), round(F(1, 7), 5))

# ---- expected stdout ----
# 5/2 2 int
# 7/2 4 int
# -5/2 -2 int
# -7/2 -4 int
# 1/3 0 int
# 2/3 1 int
# -1/3 0 int
# 617/5 2469/20 2469/20 123 120 100 0
# Fraction(4, 1) Fraction(1, 50) Fraction(1, 25)
# -100 7143/50000
