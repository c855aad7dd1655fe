import math

print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1))
print(math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9))
print(math.isclose(100, 101, rel_tol=0.01), math.isclose(100, 102, rel_tol=0.01))
print(math.isclose(math.inf, math.inf), math.isclose(math.inf, -math.inf), math.isclose(math.nan, math.nan))
print(math.isclose(a=1, b=1.0000000001), math.isclose(1, 1, rel_tol=0))
try:
    math.isclose(1, 2, abs_tol=-1)
except ValueError as e:
    print(e)
try:
    math.isclose(1, 2, 3)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# True False
# False True
# True False
# True False False
# True True
# tolerances must be non-negative
# isclose() takes exactly 2 positional arguments (3 given)
