from fractions import Fraction as F

a = F(1, 3)
print(a == F(2, 6), a != F(1, 3), a == 1 / 3, F(1, 2) == 0.5, F(1) == 1, 1 == F(1), F(2, 2) == True)
print(a < 1, a > 0, a <= F(1, 3), a >= 0.34, 0.3 < a, 1 > a)
print(F(1, 2) == 0.5 + 0j, F(1, 2) == 0.5 + 1j, F(1, 2) != 'x', F(1, 2) == None)
inf, nan = float('inf'), float('nan')
print(F(10 ** 400) < inf, F(-10 ** 400) > -inf, F(1) == inf, F(1) < nan, F(1) > nan, F(1) == nan, F(1) != nan)
print(F(2 ** 60 + 1) == float(2 ** 60), F(2 ** 60 + 1) > float(2 ** 60))
print(sorted([F(1, 2), 0.3, 1, F(-1, 7), True, -2]))
print(max(F(2, 3), 0.6, F(7, 11)), min([F(5, 2), 2.5, 3]))
print(bool(F(0)), bool(F(1, 9)), not F(0, 5))

# ---- expected stdout ----
# True False False True True True True
# True True True False True True
# True False True False
# True True False False False False True
# False True
# [-2, Fraction(-1, 7), 0.3, Fraction(1, 2), 1, True]
# 2/3 5/2
# False True True
