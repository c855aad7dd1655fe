from decimal import Decimal as D
from fractions import Fraction
print(D('1.0') == D(1), D('1.0') == 1, D('0.5') == 0.5, D('0.1') == 0.1, D(1) != D(2))
print(D('1.5') < 2, D('1.5') > 1.4, D(2) <= D('2.00'), D('-0') == 0, D('1e3') > 999)
print(D('0.5') == Fraction(1, 2), D('0.3') < Fraction(1, 3), D('inf') > 10**100)
print(D('NaN') == D('NaN'), D('NaN') != 1, D(1) == 'a', D(1) == None)
print(sorted([D('3'), D('-1.5'), D('2.25'), D(0), D('1e-2')]))
print(max(D(1), D('1.5')), min(D('-1'), D('-1.0')))
print(D(1).compare(D(2)), D(2).compare(2), D(3).compare(D('2.5')), D('nan').compare(1))
print(D('1.0').max(D('1')), D('1.0').min(D('1')), D(-3).max(2), D(2).max(D('nan')))
try:
    D('NaN') < 1
except Exception as e:
    print(type(e).__name__, e)
try:
    D(1) < 'a'
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True True True False True
# True True True True True
# True True True
# False True False False
# [Decimal('-1.5'), Decimal('0'), Decimal('0.01'), Decimal('2.25'), Decimal('3')]
# 1.5 -1
# -1 0 1 NaN
# 1 1.0 2 2
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# '<' not supported between instances of 'decimal.Decimal' and 'str'
