import math

print(sum([0.1] * 10), math.fsum([0.1] * 10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([1, 2, 3]), math.fsum(iter([0.1, 0.2, 0.3])), math.fsum([]))
print(math.fsum([1e16, 1.0, 1e-16]), math.fsum([2.0 ** 53, 1.0, 2.0 ** -40]))
print(math.fsum([math.inf, 1.0]), math.fsum([math.nan, 1.0]))
for bad in [[1e308, 1e308], [math.inf, -math.inf]]:
    try:
        math.fsum(bad)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
print(math.prod([]), math.prod(range(1, 11)), math.prod([1.5, 2, 4]))
print(math.prod([2, 3], start=10), math.prod(["a"], start=3), math.prod([1, 2], start="ab"))
print(math.prod(range(1, 30)))
print(math.prod([[1, 2]], start=2))

# ---- expected stdout ----
# 0.9999999999999999 1.0
# 1e-100
# 6.0 0.6 0.0
# 1.0000000000000002e+16 9007199254740994.0
# inf nan
# OverflowError intermediate overflow in fsum
# ValueError -inf + inf in fsum
# 1 3628800 12.0
# 60 aaa abab
# 8841761993739701954543616000000
# [1, 2, 1, 2]
