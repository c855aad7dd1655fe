from fractions import Fraction as F
from statistics import mean

print(repr(mean([1, 2, 3, 4])), repr(mean([1, 2, 3])), repr(mean([1, 2, 3, 4, 4])))
print(repr(mean([F(3, 7), F(1, 21), F(5, 3), F(1, 3)])), repr(mean([F(1, 2), 2])))
print(repr(mean([0.1, 0.2, 0.3])), repr(mean([1, 2.5])), repr(mean([F(1, 2), 0.25])))
print(repr(mean([True, False, True])), repr(mean([True, True])), repr(mean([-7])))
print(repr(mean(range(10))), repr(mean(x * x for x in range(5))), repr(mean(iter([2, 4]))))
print(repr(mean([10 ** 30, 10 ** 30 + 2])), repr(mean([2 ** 80, 1])))
print(repr(mean((3, 5))), repr(mean({1: 'a', 4: 'b'})))

# ---- expected stdout ----
# 2.5 2 2.8
# Fraction(13, 21) Fraction(5, 4)
# 0.2 1.75 0.375
# 0.6666666666666666 1 -7
# 4.5 6 3
# 1000000000000000000000000000001 6.044629098073146e+23
# 4 2.5
