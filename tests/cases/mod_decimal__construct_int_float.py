from decimal import Decimal
print(repr(Decimal(0)), repr(Decimal(-42)), repr(Decimal(10**30)), repr(Decimal(True)))
print(repr(Decimal(0.1)))
print(repr(Decimal(-0.0)), repr(Decimal(2.5)), repr(Decimal(1e22)), repr(Decimal(5e-324))[:40])
print(repr(Decimal(float('nan'))), repr(Decimal(float('-inf'))))
print(repr(Decimal.from_float(0.25)), repr(Decimal.from_float(3)))
print(repr(Decimal()), repr(Decimal(Decimal('1.50'))))

# ---- expected stdout ----
# Decimal('0') Decimal('-42') Decimal('1000000000000000000000000000000') Decimal('1')
# Decimal('0.1000000000000000055511151231257827021181583404541015625')
# Decimal('-0') Decimal('2.5') Decimal('10000000000000000000000') Decimal('4.94065645841246544176568792868
# Decimal('NaN') Decimal('-Infinity')
# Decimal('0.25') Decimal('3')
# Decimal('0') Decimal('1.50')
