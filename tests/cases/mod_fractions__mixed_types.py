from fractions import Fraction as F

h = F(1, 2)
for other in [2, 0.25, 1 + 2j, True]:
    print(repr(h + other), repr(other + h), repr(h - other), repr(other - h))
    print(repr(h * other), repr(other * h), repr(h / other), repr(other / h))
print(type(h + 1).__name__, type(h + 1.0).__name__, type(h + 1j).__name__, type(1.0 * h).__name__)
print(h ** 2.0, 2.0 ** h, h * 1e308 * 4)

# ---- expected stdout ----
# Fraction(5, 2) Fraction(5, 2) Fraction(-3, 2) Fraction(3, 2)
# Fraction(1, 1) Fraction(1, 1) Fraction(1, 4) Fraction(4, 1)
# 0.75 0.75 0.25 -0.25
# 0.125 0.125 2.0 0.5
# (1.5+2j) (1.5+2j) (-0.5-2j) (0.5+2j)
# (0.5+1j) (0.5+1j) (0.1-0.2j) (2+4j)
# Fraction(3, 2) Fraction(3, 2) Fraction(-1, 2) Fraction(1, 2)
# Fraction(1, 2) Fraction(1, 2) Fraction(1, 2) Fraction(2, 1)
# Fraction float complex float
# 0.25 1.4142135623730951 inf
