import math

print(math.log(math.e), math.log(8, 2), math.log(100, 10), math.log(1))
print(math.log2(1024), math.log2(3), math.log10(1000), math.log10(2))
print(math.log1p(1e-10), math.expm1(1e-10), math.exp(1), math.exp2(10), math.exp2(0.5))
print(math.log(10 ** 400), math.log2(2 ** 5000), math.log10(10 ** 500))
print(math.log(2 ** 1000 + 1, 2), math.log(10 ** 30, 10 ** 10))
print(math.exp(-1000), math.exp(math.inf), math.exp(-math.inf))
print(math.pow(2, 10), math.pow(2, 0.5), math.pow(-2, 3), math.pow(0, 0))
print(math.pow(math.nan, 0), math.pow(1, math.nan), math.pow(-math.inf, 3), math.pow(0.5, -math.inf))
print(math.sqrt(2), math.sqrt(16), math.sqrt(0.0), math.sqrt(-0.0))

# ---- expected stdout ----
# 1.0 3.0 2.0 0.0
# 10.0 1.584962500721156 3.0 0.3010299956639812
# 9.999999999500001e-11 1.00000000005e-10 2.718281828459045 1024.0 1.4142135623730951
# 921.0340371976182 5000.0 500.0
# 1000.0000000000001 3.0
# 0.0 inf 0.0
# 1024.0 1.4142135623730951 -8.0 1.0
# 1.0 1.0 -inf inf
# 1.4142135623730951 4.0 0.0 -0.0
