from decimal import Decimal as D
for s in ['1.50', '-1.50', '0', '-0', 'Infinity', '-Infinity', 'NaN']:
    d = D(s)
    print(s, -d, +d, abs(d), d.copy_abs(), d.copy_negate())
print(+D('1.23456789012345678901234567890123'))
print(D('-3').copy_sign(D(1)), D(3).copy_sign(D('-0')), D(3).copy_sign(-5))

# ---- expected stdout ----
# 1.50 -1.50 1.50 1.50 1.50 -1.50
# -1.50 1.50 -1.50 1.50 1.50 1.50
# 0 0 0 0 0 -0
# -0 0 0 0 0 0
# Infinity -Infinity Infinity Infinity Infinity -Infinity
# -Infinity Infinity -Infinity Infinity Infinity Infinity
# NaN NaN NaN NaN NaN -NaN
# 1.234567890123456789012345679
# 3 -3 -3
