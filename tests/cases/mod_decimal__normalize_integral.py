from decimal import *
for s in ['10.00', '-1.500', '0.000', '120E+2', '1E+1', 'inf', '123.4500']:
    d = Decimal(s)
    print(s, d.normalize(), d.to_integral_value(), d.to_integral(), d.to_integral_exact())
print(Decimal('2.5').to_integral_value(rounding=ROUND_HALF_UP), Decimal('-2.5').to_integral_value(ROUND_FLOOR))
print(Decimal('7.7').to_integral_exact(rounding=ROUND_DOWN))

# ---- expected stdout ----
# 10.00 1E+1 10 10 10
# -1.500 -1.5 -2 -2 -2
# 0.000 0 0 0 0
# 120E+2 1.2E+4 1.20E+4 1.20E+4 1.20E+4
# 1E+1 1E+1 1E+1 1E+1 1E+1
# inf Infinity Infinity Infinity Infinity
# 123.4500 123.45 123 123 123
# 3 -3
# 7
