import math
from fractions import Fraction as F

for f in [F(7, 2), F(-7, 2), F(5, 2), F(-5, 2), F(1, 3), F(-2)]:
    print(f, int(f), math.trunc(f), math.floor(f), math.ceil(f), round(f), float(f))
print(float(F(1, 3)), float(F(2, 3)), float(F(10 ** 30, 3)), float(F(1, 10 ** 400)))
print(float(F(2 ** 53 + 1)), float(F(1, 2 ** 1074)), float(F(1, 2 ** 1076)))
print(math.sqrt(F(9, 4)), math.isclose(F(1, 3), 1 / 3), math.floor(F(10 ** 20 + 1, 10)))
try:
    float(F(10 ** 400, 3))
except OverflowError as e:
    print('OverflowError', e)
print(F(1, 2).real, F(1, 2).imag, F(1, 2).conjugate(), type(F(1, 2).imag).__name__)
print(str(F(5, 1)), str(F(-5, 3)), repr(F(-5, 3)), f'{F(3, 4)}', '%s' % F(1, 8), format(F(2, 3)))

# ---- expected stdout ----
# 7/2 3 3 3 4 4 3.5
# -7/2 -3 -3 -4 -3 -4 -3.5
# 5/2 2 2 2 3 2 2.5
# -5/2 -2 -2 -3 -2 -2 -2.5
# 1/3 0 0 0 1 0 0.3333333333333333
# -2 -2 -2 -2 -2 -2 -2.0
# 0.3333333333333333 0.6666666666666666 3.333333333333333e+29 0.0
# 9007199254740992.0 5e-324 0.0
# 1.5 True 10000000000000000000
# OverflowError integer division result too large for a float
# 1/2 0 1/2 int
# 5 -5/3 Fraction(-5, 3) 3/4 1/8 2/3
