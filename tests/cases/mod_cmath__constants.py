import cmath

print(cmath.pi, cmath.e, cmath.tau)
print(cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(type(cmath.pi).__name__, type(cmath.infj).__name__, cmath.infj.real, cmath.nanj.real)
print(cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj), cmath.isfinite(cmath.pi))

# ---- expected stdout ----
# 3.141592653589793 2.718281828459045 6.283185307179586
# inf nan infj nanj
# float complex 0.0 0.0
# True True True
