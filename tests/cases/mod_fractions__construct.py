from fractions import Fraction

print(Fraction(), Fraction(7), Fraction(3, 4), Fraction(10, -8), Fraction(-6, -4))
print(repr(Fraction(0, 5)), repr(Fraction(-0)), repr(Fraction(2 ** 70, 6)))
print(Fraction(Fraction(1, 7), 5), Fraction(Fraction(1, 7), Fraction(2, 3)))
print(Fraction(3, Fraction(3, 4)), Fraction(True), Fraction(True, 2), Fraction(False, -3))
f = Fraction(6, 4)
print(f.numerator, f.denominator, f.as_integer_ratio(), type(f.numerator).__name__)
print(Fraction(f) is f, Fraction(f) == f, type(Fraction(f)).__name__)
print(Fraction(4, 2, _normalize=False), repr(Fraction(4, -2, _normalize=False)))
big = Fraction(10 ** 30, 4 * 10 ** 12)
print(big, big.denominator)

# ---- expected stdout ----
# 0 7 3/4 -5/4 3/2
# Fraction(0, 1) Fraction(0, 1) Fraction(590295810358705651712, 3)
# 1/35 3/14
# 4 1 1/2 0
# 3 2 (3, 2) int
# False True Fraction
# 4/2 Fraction(4, -2)
# 250000000000000000 1
