from fractions import Fraction as F
from statistics import median, median_low, median_high, StatisticsError

for data in [[1, 3, 5], [1, 3, 5, 7], [7, 1, 5, 3], [F(1, 2), F(1, 3)], [1, 2.0], [2.5], range(10), [1, 2]]:
    d = list(data)
    print(repr(median(d)), repr(median_low(d)), repr(median_high(d)))
print(median(['b', 'a', 'c']), median_low(['b', 'a', 'c', 'd']), median_high(['b', 'a', 'c', 'd']))
print(median(x for x in [4, 1, 3]), median((5, 1, 2, 8)))
for f in [median, median_low, median_high]:
    try:
        f([])
    except StatisticsError as e:
        print(f.__name__, 'StatisticsError', e)
try:
    median(['a', 'b'])
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# 3 3 3
# 4.0 3 5
# 4.0 3 5
# Fraction(5, 12) Fraction(1, 3) Fraction(1, 2)
# 1.5 1 2.0
# 2.5 2.5 2.5
# 4.5 4 5
# 1.5 1 2
# b b c
# 3 3.5
# median StatisticsError no median for empty data
# median_low StatisticsError no median for empty data
# median_high StatisticsError no median for empty data
# TypeError unsupported operand type(s) for /: 'str' and 'int'
