import decimal
names = ['DecimalException', 'Clamped', 'InvalidOperation', 'ConversionSyntax', 'DivisionByZero',
         'DivisionImpossible', 'DivisionUndefined', 'Inexact', 'InvalidContext', 'Rounded',
         'Subnormal', 'Overflow', 'Underflow', 'FloatOperation']
for n in names:
    cls = getattr(decimal, n)
    print(n, [b.__name__ for b in cls.__bases__], issubclass(cls, ArithmeticError), cls)
print(decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP, decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY)
try:
    decimal.Decimal('1') / decimal.Decimal('0')
except decimal.DecimalException as e:
    print(type(e), e.args)

# ---- expected stdout ----
# DecimalException ['ArithmeticError'] True <class 'decimal.DecimalException'>
# Clamped ['DecimalException'] True <class 'decimal.Clamped'>
# InvalidOperation ['DecimalException'] True <class 'decimal.InvalidOperation'>
# ConversionSyntax ['InvalidOperation'] True <class 'decimal.ConversionSyntax'>
# DivisionByZero ['DecimalException', 'ZeroDivisionError'] True <class 'decimal.DivisionByZero'>
# DivisionImpossible ['InvalidOperation'] True <class 'decimal.DivisionImpossible'>
# DivisionUndefined ['InvalidOperation', 'ZeroDivisionError'] True <class 'decimal.DivisionUndefined'>
# Inexact ['DecimalException'] True <class 'decimal.Inexact'>
# InvalidContext ['InvalidOperation'] True <class 'decimal.InvalidContext'>
# Rounded ['DecimalException'] True <class 'decimal.Rounded'>
# Subnormal ['DecimalException'] True <class 'decimal.Subnormal'>
# Overflow ['Inexact', 'Rounded'] True <class 'decimal.Overflow'>
# Underflow ['Inexact', 'Rounded', 'Subnormal'] True <class 'decimal.Underflow'>
# FloatOperation ['DecimalException', 'TypeError'] True <class 'decimal.FloatOperation'>
# ROUND_HALF_EVEN ROUND_05UP 999999999999999999 999999999999999999 -999999999999999999 -1999999999999999997
# <class 'decimal.DivisionByZero'> ([<class 'decimal.DivisionByZero'>],)
