from statistics import variance, pvariance, stdev, pstdev, StatisticsError

for f, data in [(variance, [1]), (variance, []), (pvariance, []), (stdev, [1]), (pstdev, []),
                (stdev, iter([2])), (variance, [1], )]:
    try:
        f(data)
    except StatisticsError as e:
        print(f.__name__, 'StatisticsError:', e)
for data in [['a', 'b'], [1, None]]:
    try:
        variance(data)
    except TypeError as e:
        print('TypeError', e)
try:
    stdev([1.0, float('inf')])
except AttributeError as e:
    print('AttributeError', e)
try:
    variance([1, 2], 'x')
except TypeError as e:
    print('TypeError', e)
try:
    variance([1, 2], 1, 2)
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# variance StatisticsError: variance requires at least two data points
# variance StatisticsError: variance requires at least two data points
# pvariance StatisticsError: pvariance requires at least one data point
# stdev StatisticsError: stdev requires at least two data points
# pstdev StatisticsError: pstdev requires at least one data point
# stdev StatisticsError: stdev requires at least two data points
# variance StatisticsError: variance requires at least two data points
# TypeError can't convert type 'str' to numerator/denominator
# TypeError can't convert type 'NoneType' to numerator/denominator
# AttributeError 'float' object has no attribute 'numerator'
# TypeError unsupported operand type(s) for -: 'int' and 'str'
# TypeError variance() takes from 1 to 2 positional arguments but 3 were given
