import statistics as s

calls = [lambda: s.mean(), lambda: s.mean([1], [2]), lambda: s.mean([1], foo=1), lambda: s.mean([1], data=[2]),
         lambda: s.fmean([1], [2], [3]), lambda: s.variance([1, 2], 1, 2), lambda: s.median_grouped(),
         lambda: s.covariance(x=[1], y=[2]), lambda: s.covariance(), lambda: s.linear_regression([1, 2], [3, 4], True),
         lambda: s.mode(), lambda: s.harmonic_mean([1], [1], [1]), lambda: s.pstdev(data=[1], sigma=2),
         lambda: s.quantiles([1, 2], 4), lambda: s.linear_regression([1, 2], [3, 4], True, proportional=True),
         lambda: s.correlation([1, 2])]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(e)
print(s.mean(data=[1, 2]), s.variance(data=[1, 2, 3], xbar=2), s.median_grouped(data=[1, 2], interval=3))
print(sorted(s.__all__)[:5], len(s.__all__))

# ---- expected stdout ----
# mean() missing 1 required positional argument: 'data'
# mean() takes 1 positional argument but 2 were given
# mean() got an unexpected keyword argument 'foo'
# mean() got multiple values for argument 'data'
# fmean() takes from 1 to 2 positional arguments but 3 were given
# variance() takes from 1 to 2 positional arguments but 3 were given
# median_grouped() missing 1 required positional argument: 'data'
# covariance() got some positional-only arguments passed as keyword arguments: 'x, y'
# covariance() missing 2 required positional arguments: 'x' and 'y'
# linear_regression() takes 2 positional arguments but 3 were given
# mode() missing 1 required positional argument: 'data'
# harmonic_mean() takes from 1 to 2 positional arguments but 3 were given
# pstdev() got an unexpected keyword argument 'sigma'
# quantiles() takes 1 positional argument but 2 were given
# linear_regression() takes 2 positional arguments but 3 positional arguments (and 1 keyword-only argument) were given
# correlation() missing 1 required positional argument: 'y'
# 1.5 1 0.5
# ['NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean'] 20
