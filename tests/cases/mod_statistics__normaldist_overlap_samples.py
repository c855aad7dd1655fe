import random
from statistics import NormalDist

print(round(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), 12))
print(round(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 1.6)), 12), NormalDist(1, 2).overlap(NormalDist(1, 2)))
print(NormalDist(0, 1).samples(3, seed=42))
print(NormalDist(10, 2).samples(4, seed='abc'))
print(NormalDist(5, 0).samples(2, seed=1), NormalDist().samples(0))
random.seed(7)
print(NormalDist(0, 1).samples(2))
random.seed(7)
print(random.gauss(0, 1), random.gauss(0, 1))

# ---- expected stdout ----
# 0.803505065733
# 0.802587348634 1.0
# [-0.14409032957792836, -0.1729036003315193, -0.11131586156766246]
# [10.352623960892261, 7.468146644542427, 9.529444318207743, 8.189401120773406]
# [5.0, 5.0] []
# [-0.2558802884476004, 0.511431512516514]
# -0.2558802884476004 0.511431512516514
