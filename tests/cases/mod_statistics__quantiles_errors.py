import statistics
from statistics import quantiles, StatisticsError

for kwargs in [{'n': 0}, {'n': -3}, {'n': 0.5}]:
    try:
        quantiles([1, 2, 3], **kwargs)
    except StatisticsError as e:
        print('StatisticsError', e)
for data in [[], [1]]:
    try:
        quantiles(data)
    except StatisticsError as e:
        print('StatisticsError', e)
try:
    quantiles([1, 2], method='median')
except ValueError as e:
    print(type(e).__name__, e)
for call in [lambda: quantiles([1, 2], 3), lambda: quantiles([1, 2], 3, n=2), lambda: quantiles(),
             lambda: quantiles([1, 2], n=2.0), lambda: quantiles([1, 2], m=2)]:
    try:
        call()
    except TypeError as e:
        print('TypeError', e)

# ---- expected stdout ----
# StatisticsError n must be at least 1
# StatisticsError n must be at least 1
# StatisticsError n must be at least 1
# StatisticsError must have at least two data points
# StatisticsError must have at least two data points
# ValueError Unknown method: 'median'
# TypeError quantiles() takes 1 positional argument but 2 were given
# TypeError quantiles() takes 1 positional argument but 2 positional arguments (and 1 keyword-only argument) were given
# TypeError quantiles() missing 1 required positional argument: 'data'
# TypeError 'float' object cannot be interpreted as an integer
# TypeError quantiles() got an unexpected keyword argument 'm'
