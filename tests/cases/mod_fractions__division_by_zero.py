from fractions import Fraction as F

tests = [lambda: F(3, 4) / 0, lambda: F(-3, 4) / 0, lambda: F(0) / 0, lambda: 5 / F(0),
         lambda: F(1, 3) / F(0, 7), lambda: F(0) ** -1, lambda: F(0) ** -2, lambda: F(6, 0),
         lambda: 0 ** F(-1)]
for t in tests:
    try:
        print(t())
    except ZeroDivisionError as e:
        print('ZeroDivisionError:', e)
print(F(0) ** 0, F(0) ** 3, 0 ** F(2))

# ---- expected stdout ----
# ZeroDivisionError: Fraction(1, 0)
# ZeroDivisionError: Fraction(-1, 0)
# ZeroDivisionError: Fraction(0, 0)
# ZeroDivisionError: Fraction(1, 0)
# ZeroDivisionError: Fraction(1, 0)
# ZeroDivisionError: Fraction(1, 0)
# ZeroDivisionError: Fraction(1, 0)
# ZeroDivisionError: Fraction(6, 0)
# ZeroDivisionError: Fraction(1, 0)
# 1 0 0
