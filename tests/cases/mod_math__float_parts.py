import math

for x in [3.5, -0.875, 0.0, 1e-310, 1e308, 1.0]:
    print(x, math.frexp(x), math.modf(x))
print(math.ldexp(0.875, 2), math.ldexp(1.0, -1074), math.ldexp(1.0, -1075), math.ldexp(3, 10 ** 30 * -1))
print(math.modf(math.inf), math.modf(-math.inf))
print(math.copysign(3, -0.0), math.copysign(-2.5, 1), math.fabs(-7), math.fabs(-0.0))
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, -3), math.fmod(5.5, math.inf), -7 % 3)
print(math.remainder(5, 2), math.remainder(7, 2), math.remainder(-7, 2), math.remainder(10, 3), math.remainder(4.5, math.inf))
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0.0, -1), math.nextafter(5, 5))
print(math.ulp(1), math.ulp(1e300), math.ulp(0.0), math.ulp(-2.0), math.ulp(math.inf))

# ---- expected stdout ----
# 3.5 (0.875, 2) (0.5, 3.0)
# -0.875 (-0.875, 0) (-0.875, -0.0)
# 0.0 (0.0, 0) (0.0, 0.0)
# 1e-310 (0.5752618031559393, -1029) (1e-310, 0.0)
# 1e+308 (0.5562684646268004, 1024) (0.0, 1e+308)
# 1.0 (0.5, 1) (0.0, 1.0)
# 3.5 5e-324 0.0 0.0
# (0.0, inf) (-0.0, -inf)
# -3.0 2.5 7.0 0.0
# 1.0 -1.0 1.0 5.5 2
# 1.0 -1.0 1.0 1.0 4.5
# 1.0000000000000002 0.9999999999999999 -5e-324 5.0
# 2.220446049250313e-16 1.487016908477783e+284 5e-324 4.440892098500626e-16 inf
