from fractions import Fraction
import statistics

for data in [[], iter([]), (), ['a'], [1, 'a'], [None], [1j]]:
    try:
        print(statistics.mean(data))
    except (statistics.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
print(issubclass(statistics.StatisticsError, ValueError))
try:
    statistics.mean([10 ** 400, 1])
except OverflowError as e:
    print('OverflowError', e)
try:
    statistics.mean([])
except ValueError as e:
    print('caught as ValueError:', e)
statistics.mean([])

# ---- expected stdout ----
# StatisticsError mean requires at least one data point
# StatisticsError mean requires at least one data point
# StatisticsError mean requires at least one data point
# TypeError can't convert type 'str' to numerator/denominator
# TypeError can't convert type 'str' to numerator/denominator
# TypeError can't convert type 'NoneType' to numerator/denominator
# TypeError can't convert type 'complex' to numerator/denominator
# True
# OverflowError integer division result too large for a float
# caught as ValueError: mean requires at least one data point
# ---- expected exception ----
# statistics.StatisticsError: mean requires at least one data point
