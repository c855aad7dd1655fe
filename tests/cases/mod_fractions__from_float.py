from fractions import Fraction

print(Fraction(1.5), Fraction(0.1), Fraction(-2.25), Fraction(1e20), Fraction(5e-324).denominator.bit_length())
print(repr(Fraction(1.47)), Fraction(0.0), Fraction(-0.0))
print(Fraction.from_float(0.75), Fraction.from_float(3), Fraction.from_float(True))
print(Fraction.from_decimal(4))
print(Fraction(0.1).limit_denominator(), Fraction(0.1) == 0.1, Fraction(1, 10) == 0.1)
for bad in [float('nan'), float('inf'), float('-inf')]:
    try:
        Fraction(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    Fraction.from_float('0.5')
except TypeError as e:
    print('TypeError', e)
try:
    Fraction.from_float(float('nan'))
except ValueError as e:
    print('ValueError', e)

# ---- expected stdout ----
# 3/2 3602879701896397/36028797018963968 -9/4 100000000000000000000 1075
# Fraction(6620291452234629, 4503599627370496) 0 0
# 3/4 3 1
# 4
# 1/10 True False
# ValueError cannot convert NaN to integer ratio
# OverflowError cannot convert Infinity to integer ratio
# OverflowError cannot convert Infinity to integer ratio
# TypeError Fraction.from_float() only takes floats, not '0.5' (str)
# ValueError cannot convert NaN to integer ratio
