from decimal import *
modes = [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_DOWN, ROUND_UP, ROUND_FLOOR, ROUND_CEILING, ROUND_05UP]
for s in ['2.675', '-2.675', '2.665', '2.6751', '-0.005', '1.05', '1.01', '7.325']:
    d = Decimal(s)
    print(s, [str(d.quantize(Decimal('0.01'), rounding=m)) for m in modes])
print(Decimal('1.41421356').quantize(Decimal('1.000')), Decimal('123').quantize(Decimal('1e1')))
print(Decimal('123.456').quantize(Decimal('1.')), Decimal('0').quantize(Decimal('0.000')))
print(Decimal('inf').quantize(Decimal('inf')), Decimal('12.3').quantize(Decimal('1E+1')))
for bad in [lambda: Decimal('1e30').quantize(Decimal('0.01')), lambda: Decimal('inf').quantize(Decimal(1)),
            lambda: Decimal(1).quantize(Decimal('1e-1000000'))]:
    try:
        print(bad())
    except InvalidOperation as e:
        print('InvalidOperation', e)

# ---- expected stdout ----
# 2.675 ['2.68', '2.68', '2.67', '2.67', '2.68', '2.67', '2.68', '2.67']
# -2.675 ['-2.68', '-2.68', '-2.67', '-2.67', '-2.68', '-2.68', '-2.67', '-2.67']
# 2.665 ['2.67', '2.66', '2.66', '2.66', '2.67', '2.66', '2.67', '2.66']
# 2.6751 ['2.68', '2.68', '2.68', '2.67', '2.68', '2.67', '2.68', '2.67']
# -0.005 ['-0.01', '-0.00', '-0.00', '-0.00', '-0.01', '-0.01', '-0.00', '-0.01']
# 1.05 ['1.05', '1.05', '1.05', '1.05', '1.05', '1.05', '1.05', '1.05']
# 1.01 ['1.01', '1.01', '1.01', '1.01', '1.01', '1.01', '1.01', '1.01']
# 7.325 ['7.33', '7.32', '7.32', '7.32', '7.33', '7.32', '7.33', '7.32']
# 1.414 1.2E+2
# 123 0.000
# Infinity 1E+1
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# InvalidOperation [<class 'decimal.InvalidOperation'>]
# InvalidOperation [<class 'decimal.InvalidOperation'>]
