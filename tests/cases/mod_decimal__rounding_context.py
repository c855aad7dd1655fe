from decimal import *
for m in [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_DOWN, ROUND_UP, ROUND_FLOOR, ROUND_CEILING, ROUND_05UP]:
    with localcontext() as ctx:
        ctx.rounding = m
        ctx.prec = 3
        print(m, Decimal(2) / 3, Decimal(-2) / 3, Decimal('1.245') + 0, Decimal('-1.255') * 1, Decimal('1.05') + 0)
print(getcontext().prec, getcontext().rounding)

# ---- expected stdout ----
# ROUND_HALF_UP 0.667 -0.667 1.25 -1.26 1.05
# ROUND_HALF_EVEN 0.667 -0.667 1.24 -1.26 1.05
# ROUND_HALF_DOWN 0.667 -0.667 1.24 -1.25 1.05
# ROUND_DOWN 0.666 -0.666 1.24 -1.25 1.05
# ROUND_UP 0.667 -0.667 1.25 -1.26 1.05
# ROUND_FLOOR 0.666 -0.667 1.24 -1.26 1.05
# ROUND_CEILING 0.667 -0.666 1.25 -1.25 1.05
# ROUND_05UP 0.666 -0.666 1.24 -1.26 1.05
# 28 ROUND_HALF_EVEN
