from decimal import *
c = Context(prec=5, Emax=10, Emin=-10, traps=[])
print(c.multiply(Decimal('9.9999e10'), 10), c.flags[Overflow])
print(c.divide(Decimal('1e-10'), 1000), c.flags[Underflow], c.flags[Subnormal])
c2 = Context(prec=3, Emax=5, clamp=1)
print(c2.create_decimal('1e5'), c2.create_decimal('1.23e5'), c2.create_decimal('123456'))
c3 = Context(prec=3, rounding=ROUND_DOWN, Emax=5, traps=[])
print(c3.multiply(Decimal('999'), 1000), c3.create_decimal('1e-5000'))
print(Context(prec=2, traps=[]).create_decimal('0.0000000000001e-999990'))

# ---- expected stdout ----
# Infinity True
# 1E-13 False True
# 1.00E+5 1.23E+5 1.23E+5
# 9.99E+5 1E-5000
# 0E-1000000
