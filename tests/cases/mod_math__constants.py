import math

print(math.pi, math.e, math.tau)
print(math.inf, -math.inf, math.nan)
print(math.isnan(math.nan), math.isinf(math.inf), math.isfinite(1.0))
print(math.inf > 1e308, math.nan == math.nan)
print(type(math.pi).__name__, type(math.inf).__name__)

# ---- expected stdout ----
# 3.141592653589793 2.718281828459045 6.283185307179586
# inf -inf nan
# True True True
# True False
# float float
