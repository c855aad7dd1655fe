from decimal import Decimal as D
import math
print(int(D('3.9')), int(D('-3.9')), int(D('1e5')), int(D('123456789012345678901234567890')))
print(float(D('1.5')), float(D('0.1')), float(D('-1e400')), float(D('1e-400')), float(D('nan')))
print(math.floor(D('-2.5')), math.ceil(D('-2.5')), math.trunc(D('-2.5')), math.floor(D('7')))
print(complex(D('2.5')), bool(D(0)), bool(D('0.0')), bool(D('0.1')), bool(D('NaN')))
print(D('0.75').as_integer_ratio(), D('-2.5e3').as_integer_ratio(), D(0).as_integer_ratio())
for bad in [lambda: int(D('nan')), lambda: int(D('inf')), lambda: float(D('snan')), lambda: D('inf').as_integer_ratio()]:
    try:
        bad()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 3 -3 100000 123456789012345678901234567890
# 1.5 0.1 -inf 0.0 nan
# -3 -2 -2 7
# (2.5+0j) False False True True
# (3, 4) (-2500, 1) (0, 1)
# ValueError cannot convert NaN to integer
# OverflowError cannot convert Infinity to integer
# ValueError cannot convert signaling NaN to float
# OverflowError cannot convert Infinity to integer ratio
