from decimal import *
c = Context(prec=6, rounding=ROUND_HALF_UP)
D = Decimal
print(c.add(D('1.23456789'), 1), c.subtract(1, D('0.0000001')), c.multiply(D('1.5'), D('2.5')))
print(c.divide(1, 7), c.divide_int(17, 5), c.remainder(17, 5), c.divmod(17, 5))
print(c.power(2, 50), c.power(D('2'), D('0.5')), c.power(3, 4, 5))
print(c.plus(D('1.23456789')), c.minus(D('5')), c.abs(D('-5.5555555')))
print(c.sqrt(2), c.exp(1), c.ln(10), c.log10(2), c.normalize(D('1.2300')))
print(c.compare(1, 2), c.max(1, D('1.5')), c.min(-1, 2), c.fma(2, 3, 4), c.quantize(D('1.2345'), D('0.01')))
print(c.to_integral_value(D('2.5')), c.to_integral_exact(D('2.5')), c.to_sci_string(D('1e-9')), c.to_eng_string(D('1e-9')))
print(c.is_zero(0), c.is_signed(D('-1')), c.is_nan(D('nan')), c.copy_sign(3, -1), c.copy_abs(-4), c.radix())
print(c.create_decimal('3.14159265'), c.create_decimal(12345678), c.create_decimal_from_float(0.1))
print(c.flags[Inexact], c.flags[Rounded], c.Etiny(), c.Etop())
c.clear_flags()
print(c)
try:
    c.divide(1, 0)
except DivisionByZero as e:
    print('DivisionByZero', e)
try:
    c.add(1, 1.5)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 2.23457 1.00000 3.75
# 0.142857 3 2 (Decimal('3'), Decimal('2'))
# 1.12590E+15 1.41421 1
# 1.23457 -5 5.55556
# 1.41421 2.71828 2.30259 0.301030 1.23
# -1 1.5 -1 10 1.23
# 3 3 1E-9 1E-9
# True True True -3 4 10
# 3.14159 1.23457E+7 0.100000
# True True -1000004 999994
# Context(prec=6, rounding=ROUND_HALF_UP, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])
# DivisionByZero [<class 'decimal.DivisionByZero'>]
# conversion from float to Decimal is not supported
