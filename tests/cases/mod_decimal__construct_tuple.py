from decimal import Decimal
print(repr(Decimal((0, (1, 2), -1))))
print(repr(Decimal((1, (3, 1, 4), -2))))
print(repr(Decimal([0, [5], 3])))
print(repr(Decimal((1, (), 'F'))), repr(Decimal((0, (1, 2), 'n'))), repr(Decimal((0, (), 'N'))))
for bad in [(0, (1, 2)), (2, (1,), 0), (0, (10,), 0), (0, (1,), 1.5), (0, 'ab', 0)]:
    try:
        Decimal(bad)
    except ValueError as e:
        print('ValueError', e)

# ---- expected stdout ----
# Decimal('1.2')
# Decimal('-3.14')
# Decimal('5E+3')
# Decimal('-Infinity') Decimal('NaN12') Decimal('sNaN')
# ValueError argument must be a sequence of length 3
# ValueError sign must be an integer with the value 0 or 1
# ValueError coefficient must be a tuple of digits
# ValueError exponent must be an integer
# ValueError coefficient must be a tuple of digits
