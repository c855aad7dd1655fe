from fractions import Fraction
from statistics import fmean, StatisticsError

print(fmean([3.5, 4.0, 5.25]), fmean([1, 2, 3]), fmean(iter([1, 2, 3, 4])), fmean(range(7)))
print(fmean([Fraction(1, 3), Fraction(2, 3)]), fmean([0.1] * 10), fmean([1e100, 1.0, -1e100]))
print(fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]), fmean([85, 92, 83, 91], [0.20, 0.20, 0.30, 0.30]))
print(fmean([1, 2, 3], iter([3, 2, 1])), fmean((x for x in [1, 2]), [1, 1]))
for args in [([],), (iter([]),), ([1, 2, 3], [1, 2]), ([1, 2], [0, 0]), ([1, 2], [1, -1])]:
    try:
        print(fmean(*args))
    except StatisticsError as e:
        print('StatisticsError', e)
try:
    fmean(['a'])
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# 4.25 2.0 2.5 3.0
# 0.5 0.1 0.3333333333333333
# 2.25 87.6
# 1.6666666666666667 1.5
# StatisticsError fmean requires at least one data point
# StatisticsError fmean requires at least one data point
# StatisticsError data and weights must be the same length
# StatisticsError sum of weights must be non-zero
# StatisticsError sum of weights must be non-zero
# TypeError must be real number, not str
