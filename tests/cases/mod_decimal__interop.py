from decimal import Decimal as D, getcontext, Context
from fractions import Fraction as F
import copy, math, statistics
print(F(D('1.5')), F.from_decimal(D('-0.125')), F(D('1e3')), F(D('0')), F(1, 2) == D('0.5'), D('0.5') == F(1, 2))
try:
    F(D('nan'))
except ValueError as e:
    print(e)
try:
    F(1, 2) + D(1)
except TypeError as e:
    print(e)
print(copy.copy(D('1.5')), copy.deepcopy(D('2.5')))
print(f"{D('1.23')!r} {D('1.23')!s} {D('1.23')}")
print(math.isclose(D('1.0'), D('1.0')), math.sqrt(D(4)), math.fsum([D('0.1')] * 3))
print(statistics.mean([D('1.5'), D('2.5'), D('3.5')]), statistics.median([D(1), D(3), D(2)]))
print(max([D('1.1'), D('2.2')]), sorted({D(3): 1, D(1): 2}), str(D('1e-7')), D('1e-7').__format__('f'))
c = getcontext()
print(c.flags)
print(c.Etiny(), c.Etop(), Context().prec, copy.copy(c).prec)
print(D(3).__round__(), D('3.14159').__round__(2), D(10).fma(2, 3), D(2).fma(D('0.5'), D('-1')))
print(D(2).is_normal(), D('1e-999999').is_subnormal(), D('1e-1000000').is_subnormal())
print(D('1.5').conjugate(), D('7').real, D('7').imag, D('1.1').as_integer_ratio())
print(abs(D('-0')), -D('0'), D('0') * -1, D(0) / -5)
import decimal
print(decimal.Decimal is D, decimal.__name__)
print(isinstance(D(1), object), type(D(1)) is D, D.__qualname__)
print(str(D('123.456').quantize(D('0.1'))), D('-1.5').compare_signal(D(1)))

# ---- expected stdout ----
# 3/2 -1/8 1000 0 True True
# cannot convert NaN to integer ratio
# unsupported operand type(s) for +: 'Fraction' and 'decimal.Decimal'
# 1.5 2.5
# Decimal('1.23') 1.23 1.23
# True 2.0 0.30000000000000004
# 2.5 2
# 2.2 [Decimal('1'), Decimal('3')] 1E-7 0.0000001
# {<class 'decimal.InvalidOperation'>:False, <class 'decimal.FloatOperation'>:False, <class 'decimal.DivisionByZero'>:False, <class 'decimal.Overflow'>:False, <class 'decimal.Underflow'>:False, <class 'decimal.Subnormal'>:False, <class 'decimal.Inexact'>:False, <class 'decimal.Rounded'>:False, <class 'decimal.Clamped'>:False}
# -1000026 999972 28 28
# 3 3.14 23 0.0
# True False True
# 1.5 7 0 (11, 10)
# 0 0 -0 -0
# True decimal
# True True Decimal
# 123.5 -1
