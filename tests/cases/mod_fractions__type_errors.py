from fractions import Fraction

for args in [(None,), ([1],), (1, 2.0), (1.5, 2), ('1', 2), (1j,)]:
    try:
        Fraction(*args)
    except TypeError as e:
        print('TypeError', e)
for args in [(1, 0), (0, 0), (-7, 0), (Fraction(1, 2), 0)]:
    try:
        Fraction(*args)
    except ZeroDivisionError as e:
        print('ZeroDivisionError', e)
try:
    Fraction(1, 2, 3)
except TypeError as e:
    print('TypeError', e)
try:
    Fraction(1, 2) + 'x'
except TypeError as e:
    print('TypeError', e)
try:
    Fraction(1, 2) < 'x'
except TypeError as e:
    print('TypeError', e)
try:
    Fraction.from_decimal(1.5)
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# TypeError argument should be a string or a Rational instance
# TypeError argument should be a string or a Rational instance
# TypeError both arguments should be Rational instances
# TypeError both arguments should be Rational instances
# TypeError both arguments should be Rational instances
# TypeError argument should be a string or a Rational instance
# ZeroDivisionError Fraction(1, 0)
# ZeroDivisionError Fraction(0, 0)
# ZeroDivisionError Fraction(-7, 0)
# ZeroDivisionError Fraction(1, 0)
# TypeError Fraction.__new__() takes from 1 to 3 positional arguments but 4 were given
# TypeError unsupported operand type(s) for +: 'Fraction' and 'str'
# TypeError '<' not supported between instances of 'Fraction' and 'str'
# TypeError Fraction.from_decimal() only takes Decimals, not 1.5 (float)
