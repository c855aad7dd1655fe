import copy
from fractions import Fraction


class Money(Fraction):
    def __str__(self):
        return '$%.2f' % float(self)


m = Money(7, 4)
print(repr(m), str(m), isinstance(m, Fraction), type(m).__name__)
print(type(m + 1).__name__, type(-m).__name__, type(+m).__name__, type(abs(m)).__name__)
print(m == Fraction(7, 4), m < 2, hash(m) == hash(1.75))
print(type(Money.from_float(0.5)).__name__, Money.from_float(0.5))
print(copy.copy(Fraction(1, 3)), type(copy.copy(m)).__name__, copy.deepcopy(m) == m)
print(type(m.limit_denominator(1)).__name__, type(round(m, 1)).__name__)
print(isinstance(3, Fraction), issubclass(Money, Fraction), Fraction.__name__, Fraction.__module__)
try:
    Fraction(1, 2).numerator = 5
except AttributeError as e:
    print('AttributeError', e)
try:
    Fraction(1, 2).extra = 5
except AttributeError as e:
    print('AttributeError', e)

# ---- expected stdout ----
# Money(7, 4) $1.75 True Money
# Fraction Fraction Fraction Fraction
# True True True
# Money $0.50
# 1/3 Money True
# Fraction Fraction
# False True Fraction fractions
# AttributeError property 'numerator' of 'Fraction' object has no setter
# AttributeError 'Fraction' object has no attribute 'extra'
