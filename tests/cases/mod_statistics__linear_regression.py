from statistics import linear_regression, LinearRegression, StatisticsError

r = linear_regression([1, 2, 3, 4, 5], [3, 5, 7.5, 9, 11.1])
print(r)
print(r.slope, r.intercept, r[0], tuple(r), isinstance(r, tuple), type(r).__name__)
slope, intercept = linear_regression([1, 2, 3], [2, 4, 6])
print(slope, intercept)
print(linear_regression([1, 2, 3, 4, 5], [3, 5, 7.5, 9, 11.1], proportional=True))
print(linear_regression([0.5, 1.5], [1, 4])._asdict(), LinearRegression._fields)
print(LinearRegression(1, 2), LinearRegression(slope=3, intercept=4) == (3, 4))
for args in [([1, 1], [1, 2]), ([1], [1]), ([1, 2, 3], [1, 2])]:
    try:
        linear_regression(*args)
    except StatisticsError as e:
        print('StatisticsError', e)
try:
    linear_regression([1, 2], [3, 4], True)
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# LinearRegression(slope=2.02, intercept=1.0599999999999996)
# 2.02 1.0599999999999996 2.02 (2.02, 1.0599999999999996) True LinearRegression
# 2.0 0.0
# LinearRegression(slope=2.309090909090909, intercept=0.0)
# {'slope': 3.0, 'intercept': -0.5} ('slope', 'intercept')
# LinearRegression(slope=1, intercept=2) True
# StatisticsError x is constant
# StatisticsError linear regression requires at least two data points
# StatisticsError linear regression requires that both inputs have same number of data points
# TypeError linear_regression() takes 2 positional arguments but 3 were given
