import math

for x in [2.5, -2.5, 3.0, -0.5, 1e20, 7]:
    print(x, math.floor(x), math.ceil(x), math.trunc(x))
print(type(math.floor(2.5)).__name__, math.floor(10**30), math.ceil(True))

class Money:
    def __floor__(self):
        return "floored"
    def __ceil__(self):
        return "ceiled"
    def __trunc__(self):
        return "truncated"

m = Money()
print(math.floor(m), math.ceil(m), math.trunc(m))
for bad in [float("inf"), float("nan")]:
    try:
        math.floor(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    math.trunc("3")
except TypeError as e:
    print(e)
math.floor("x")

# ---- expected stdout ----
# 2.5 2 3 2
# -2.5 -3 -2 -2
# 3.0 3 3 3
# -0.5 -1 0 0
# 1e+20 100000000000000000000 100000000000000000000 100000000000000000000
# 7 7 7 7
# int 1000000000000000000000000000000 1
# floored ceiled truncated
# OverflowError cannot convert float infinity to integer
# ValueError cannot convert float NaN to integer
# type str doesn't define __trunc__ method
# ---- expected exception ----
# TypeError: must be real number, not str
