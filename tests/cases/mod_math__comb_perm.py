import math

print([math.comb(10, k) for k in range(12)])
print([math.perm(6, k) for k in range(8)], math.perm(5))
print(math.comb(100, 50))
print(math.comb(10 ** 20, 3))
print(math.perm(10 ** 15, 2))
c = math.comb(3000, 1500)
print(len(str(c)), c % 1000003)
print(math.comb(3000, 1500) == math.factorial(3000) // (math.factorial(1500) ** 2))
print(math.comb(200, 37) == math.perm(200, 37) // math.factorial(37))
for args in [(-1, 2), (5, -1), (5.0, 2)]:
    try:
        math.comb(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    math.perm(-3)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# [1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1, 0]
# [1, 6, 30, 120, 360, 720, 720, 0] 120
# 100891344545564193334812497256
# 166666666666666666661666666666666666666700000000000000000000
# 999999999999999000000000000000
# 902 53926
# True
# True
# ValueError n must be a non-negative integer
# ValueError k must be a non-negative integer
# TypeError 'float' object cannot be interpreted as an integer
# factorial() not defined for negative values
