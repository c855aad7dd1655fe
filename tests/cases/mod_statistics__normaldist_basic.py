from statistics import NormalDist, StatisticsError

n = NormalDist(100, 15)
print(n, repr(NormalDist()), NormalDist(1, 2.5), NormalDist(mu=3))
print(n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.pdf(110), n.pdf(100), NormalDist().pdf(0), NormalDist(0, 2).pdf(-1.5))
print(n.zscore(130), NormalDist(2, 4).zscore(0))
print(round(n.cdf(110), 12), round(NormalDist().cdf(0), 12), round(NormalDist().cdf(-1.96), 12))
print(NormalDist(1, 2) == NormalDist(1.0, 2.0), NormalDist(1, 2) == NormalDist(1, 3), NormalDist() == 0)
print(hash(NormalDist(1, 2)) == hash((1.0, 2.0)), len({NormalDist(1, 2), NormalDist(1.0, 2.0)}))

# ---- expected stdout ----
# NormalDist(mu=100.0, sigma=15.0) NormalDist(mu=0.0, sigma=1.0) NormalDist(mu=1.0, sigma=2.5) NormalDist(mu=3.0, sigma=1.0)
# 100.0 100.0 100.0 15.0 225.0
# 0.02129653370149015 0.02659615202676218 0.3989422804014327 0.15056871607740221
# 2.0 -0.5
# 0.747507462453 0.5 0.024997895148
# True False False
# True 1
