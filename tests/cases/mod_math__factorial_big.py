import math

print([math.factorial(n) for n in range(12)])
print(math.factorial(30))
f = math.factorial(1000)
print(len(str(f)), str(f)[:20], f % (10 ** 9 + 7))
print(math.factorial(True))
print(sum(int(d) for d in str(math.factorial(500))))
for bad in [-1, 10 ** 20]:
    try:
        math.factorial(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800]
# 265252859812191058636308480000000
# 2568 40238726007709377354 641419708
# 1
# 4599
# ValueError factorial() not defined for negative values
# OverflowError factorial() argument should not exceed 9223372036854775807
