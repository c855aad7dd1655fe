import math
from fractions import Fraction as F

print(F('3.141592653589793').limit_denominator(10), F('3.141592653589793').limit_denominator(100))
print(F(math.pi).limit_denominator(1000), F(math.pi).limit_denominator(), F(math.e).limit_denominator(50))
print(F(4321, 8765).limit_denominator(10000), F(1, 3).limit_denominator(3), F(1, 3).limit_denominator(2))
print(F(3, 2).limit_denominator(1), F(5, 2).limit_denominator(1), F(-7, 4).limit_denominator(1))
print(F(0.1).limit_denominator(max_denominator=100), F(-1, 3).limit_denominator(2))
print(F(99, 100).limit_denominator(9), F(1, 2 ** 70).limit_denominator(10 ** 6))
for bad in [0, -5]:
    try:
        F(1, 3).limit_denominator(bad)
    except ValueError as e:
        print('ValueError', e)

# ---- expected stdout ----
# 22/7 311/99
# 355/113 3126535/995207 106/39
# 4321/8765 1/3 1/2
# 1 2 -2
# 1/10 -1/2
# 1 0
# ValueError max_denominator should be at least 1
# ValueError max_denominator should be at least 1
