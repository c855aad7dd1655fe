from fractions import Fraction as F
from statistics import variance, pvariance

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(variance(data), variance(data, 1.5), pvariance(data))
print(repr(variance([1, 2, 3, 4])), repr(variance([1, 2, 3])), repr(variance([1, 3, 5, 7, 9])))
print(repr(pvariance([1, 2, 3, 4])), repr(pvariance([1, 2, 3])), repr(pvariance([5])))
print(repr(variance([F(1, 6), F(1, 2), F(5, 3)])), repr(pvariance([F(1, 4), F(5, 4), F(1, 2)])))
print(repr(variance([1, 2, 3, 4], 2.5)), repr(variance([1, 2, 3, 4], xbar=2)), repr(pvariance([1, 2, 3, 4], mu=F(5, 2))))
print(variance([0.1, 0.2, 0.3, 0.4]), pvariance([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3]))
print(repr(variance([True, False, True])), repr(variance(iter([10, 20, 40]))), repr(pvariance(range(6))))
print(variance([1.0, 2, F(1, 2)]))

# ---- expected stdout ----
# 1.3720238095238095 1.3854166666666667 1.1760204081632653
# 1.6666666666666667 1 10
# 1.25 0.6666666666666666 0
# Fraction(67, 108) Fraction(13, 72)
# 1.6666666666666667 2 Fraction(5, 4)
# 0.016666666666666666 0.006666661898296727
# 0.3333333333333333 233.33333333333334 2.9166666666666665
# 0.5833333333333334
