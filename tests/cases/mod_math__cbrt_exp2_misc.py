import math

print(math.cbrt(8), math.cbrt(-8), math.cbrt(0.0), math.cbrt(64), round(math.cbrt(2), 12))
print(math.exp2(3), math.exp2(-1), math.exp2(0.5))
try:
    math.exp2(5000)
except OverflowError as e:
    print(e)
print(sorted(name for name in dir(math) if not name.startswith("_")))

# ---- expected stdout ----
# 2.0 -2.0 0.0 4.0 1.259921049895
# 8.0 0.5 1.4142135623730951
# math range error
# ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'cbrt', 'ceil', 'comb', 'copysign', 'cos', 'cosh', 'degrees', 'dist', 'e', 'erf', 'erfc', 'exp', 'exp2', 'expm1', 'fabs', 'factorial', 'floor', 'fmod', 'frexp', 'fsum', 'gamma', 'gcd', 'hypot', 'inf', 'isclose', 'isfinite', 'isinf', 'isnan', 'isqrt', 'lcm', 'ldexp', 'lgamma', 'log', 'log10', 'log1p', 'log2', 'modf', 'nan', 'nextafter', 'perm', 'pi', 'pow', 'prod', 'radians', 'remainder', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'tau', 'trunc', 'ulp']
