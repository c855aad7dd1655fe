from fractions import Fraction as F
from statistics import geometric_mean, harmonic_mean, StatisticsError

print(round(geometric_mean([54, 24, 36]), 9), geometric_mean([2, 8]), geometric_mean([F(1, 2), 2]))
print(geometric_mean([1.5, 2.5, 3.5, 10.0]), geometric_mean(iter([4, 9])))
for data in [[], [1, 0], [3, -1]]:
    try:
        geometric_mean(data)
    except StatisticsError as e:
        print('StatisticsError', e)
print(harmonic_mean([40, 60]), harmonic_mean([40, 60], weights=[5, 30]), harmonic_mean([2.5, 3, 10]))
print(repr(harmonic_mean([F(1, 2), F(1, 3)])), repr(harmonic_mean([5])), repr(harmonic_mean([2, 6])))
print(harmonic_mean([1, 0, 2]), harmonic_mean([1.5, 2.5], [2, 3]), repr(harmonic_mean([1, 3], [F(1, 2), 1])))
for args in [([],), ([-5],), ([1, -1],), ([1, 2], [1]), ([1, 2], [1, -1]), ([1, 2], [0, 0])]:
    try:
        harmonic_mean(*args)
    except StatisticsError as e:
        print('StatisticsError', e)
try:
    harmonic_mean(['a'])
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# 36.0 4.0 1.0
# 3.3847362138562 6.0
# StatisticsError geometric mean requires a non-empty dataset containing positive numbers
# StatisticsError geometric mean requires a non-empty dataset containing positive numbers
# StatisticsError geometric mean requires a non-empty dataset containing positive numbers
# 48.0 56.0 3.6
# Fraction(2, 5) 5 3.0
# 0 1.973684210526316 1.8
# StatisticsError harmonic_mean requires at least one data point
# StatisticsError harmonic mean does not support negative values
# StatisticsError harmonic mean does not support negative values
# StatisticsError Number of weights does not match data size
# StatisticsError harmonic mean does not support negative values
# StatisticsError Weighted sum must be positive
# TypeError unsupported type
