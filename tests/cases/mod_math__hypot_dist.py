import math

print(math.hypot(), math.hypot(-3), math.hypot(3, 4), math.hypot(3, 4, 12), math.hypot(1, 1))
print(math.hypot(1e200, 1e200), math.hypot(1e-200, 1e-200), math.hypot(5e-324, 5e-324))
print(math.hypot(math.nan, math.inf), math.hypot(math.nan, 1))
print(math.hypot(*range(10)), math.hypot(0.1, 0.2, 0.3))
print(math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 5, 6]), math.dist(iter([1.5]), (0,)))
try:
    math.dist((1, 2), (1, 2, 3))
except ValueError as e:
    print(e)
try:
    math.dist(1, 2)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# 0.0 3.0 5.0 13.0 1.4142135623730951
# 1.414213562373095e+200 1.414213562373095e-200 5e-324
# inf nan
# 16.881943016134134 0.3741657386773941
# 5.0 5.196152422706632 1.5
# both points must have the same number of dimensions
# 'int' object is not iterable
