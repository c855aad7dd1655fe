from statistics import covariance, correlation, StatisticsError

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(covariance(x, y), covariance(z, x), covariance(x, z), covariance([1.5, 2.5], [3, 1]))
print(correlation(x, x), correlation(x, z), correlation(x, y), correlation([0.1, 0.5, 0.2], [3, 9, 4]))
for f in [covariance, correlation]:
    for args in [([1, 2, 3], [1, 2]), ([1], [1])]:
        try:
            f(*args)
        except StatisticsError as e:
            print(f.__name__, 'StatisticsError', e)
try:
    correlation([1, 1, 1], [1, 2, 3])
except StatisticsError as e:
    print('StatisticsError', e)
for call in [lambda: covariance(x=[1], y=[2]), lambda: covariance([1]), lambda: correlation([1, 2], y=[3, 4])]:
    try:
        call()
    except TypeError as e:
        print('TypeError', e)

# ---- expected stdout ----
# 0.75 -7.5 -7.5 -1.0
# 1.0 -1.0 0.31622776601683794 0.9962709627734357
# covariance StatisticsError covariance requires that both inputs have same number of data points
# covariance StatisticsError covariance requires at least two data points
# correlation StatisticsError correlation requires that both inputs have same number of data points
# correlation StatisticsError correlation requires at least two data points
# StatisticsError at least one of the inputs is constant
# TypeError covariance() got some positional-only arguments passed as keyword arguments: 'x, y'
# TypeError covariance() missing 1 required positional argument: 'y'
# TypeError correlation() got some positional-only arguments passed as keyword arguments: 'y'
