from fractions import Fraction as F

print(F(7, 2) // F(2, 3), F(7, 2) % F(2, 3), divmod(F(7, 2), F(2, 3)))
print(F(-7, 2) // F(2, 3), F(-7, 2) % F(2, 3), divmod(F(-7, 2), F(2, 3)))
print(F(7, 2) // -2, F(7, 2) % -2, divmod(F(7, 2), -2))
print(7 // F(2, 3), 7 % F(2, 3), divmod(7, F(2, 3)))
print(F(7, 2) // 1.5, F(7, 2) % 1.5, divmod(F(7, 2), 1.5))
print(7.5 // F(2), 7.5 % F(2), divmod(7.5, F(2)))
print(type(F(9, 2) // 2).__name__, type(F(9, 2) % 2).__name__)
for expr in [lambda: F(1, 2) // 0, lambda: F(1, 2) % 0, lambda: divmod(F(1, 2), 0), lambda: F(1, 2) % F(0)]:
    try:
        expr()
    except ZeroDivisionError as e:
        print('ZeroDivisionError', e)

# ---- expected stdout ----
# 5 1/6 (5, Fraction(1, 6))
# -6 1/2 (-6, Fraction(1, 2))
# -2 -1/2 (-2, Fraction(-1, 2))
# 10 1/3 (10, Fraction(1, 3))
# 2.0 0.5 (2.0, 0.5)
# 3.0 1.5 (3.0, 1.5)
# int Fraction
# ZeroDivisionError integer division or modulo by zero
# ZeroDivisionError integer modulo by zero
# ZeroDivisionError integer division or modulo by zero
# ZeroDivisionError integer modulo by zero
