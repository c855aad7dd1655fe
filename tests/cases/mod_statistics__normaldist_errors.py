from statistics import NormalDist, StatisticsError

tests = [lambda: NormalDist(1, -1), lambda: NormalDist(1, 0).pdf(1), lambda: NormalDist(1, 0).cdf(1),
         lambda: NormalDist(1, 0).zscore(1), lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1.0),
         lambda: NormalDist().inv_cdf(-0.5), lambda: NormalDist(1, 0).inv_cdf(0.5),
         lambda: NormalDist(0, 0).overlap(NormalDist()), lambda: NormalDist.from_samples([1]),
         lambda: NormalDist.from_samples([])]
for t in tests:
    try:
        print(t())
    except StatisticsError as e:
        print('StatisticsError', e)
try:
    NormalDist().overlap(1)
except TypeError as e:
    print('TypeError', e)
try:
    NormalDist('a')
except TypeError as e:
    print('TypeError', e)

# ---- expected stdout ----
# StatisticsError sigma must be non-negative
# StatisticsError pdf() not defined when sigma is zero
# StatisticsError cdf() not defined when sigma is zero
# StatisticsError zscore() not defined when sigma is zero
# StatisticsError p must be in the range 0.0 < p < 1.0
# StatisticsError p must be in the range 0.0 < p < 1.0
# StatisticsError p must be in the range 0.0 < p < 1.0
# StatisticsError cdf() not defined when sigma at or below zero
# StatisticsError overlap() not defined when sigma is zero
# StatisticsError stdev requires at least two data points
# StatisticsError stdev requires at least two data points
# TypeError Expected another NormalDist instance
# ---- expected exception ----
# ValueError: could not convert string to float: 'a'
