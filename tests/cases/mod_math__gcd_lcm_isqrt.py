import math

print(math.gcd(), math.gcd(12), math.gcd(-12), math.gcd(12, 18), math.gcd(12, 18, 8))
print(math.gcd(0, 0), math.gcd(-4, 6), math.gcd(2 ** 100, 2 ** 80 * 3))
print(math.lcm(), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(0, 5), math.lcm(-4, 6))
print(math.lcm(*range(1, 30)))
print([math.isqrt(n) for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100]])
print(math.isqrt(10 ** 40), math.isqrt(2 ** 127 - 1), math.isqrt(10 ** 50 - 1))
print(math.isqrt(True))

class Idx:
    def __index__(self):
        return 36

print(math.isqrt(Idx()), math.gcd(Idx(), 8), math.factorial(Idx()) % 1000)
try:
    math.isqrt(-1)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 0 12 12 6 2
# 0 2 1208925819614629174706176
# 1 12 60 0 12
# 2329089562800
# [0, 1, 1, 1, 2, 3, 4, 4, 9, 10]
# 100000000000000000000 13043817825332782212 9999999999999999999999999
# 1
# 6 4 0
# isqrt() argument must be nonnegative
