import math

for x in [-2.0, -0.5, 0.0, 0.3, 1.0, 2.5]:
    print(x, round(math.erf(x), 12), round(math.erfc(x), 12))
print(math.erf(0.0), math.erfc(0.0), math.erf(math.inf), math.erfc(-math.inf), math.erfc(30))
for x in [0.5, 1, 2, 5, 10, 23]:
    print(x, math.gamma(x) if x == int(x) else round(math.gamma(x), 10))
print(round(math.gamma(-0.5), 10), round(math.gamma(0.1), 10), round(math.gamma(100.5) / 1e157, 8))
print(math.lgamma(1), math.lgamma(2), round(math.lgamma(0.5), 12), round(math.lgamma(100), 8), round(math.lgamma(-2.5), 12))
print(round(math.lgamma(1e20) / 1e21, 10))
cdf = lambda z: 0.5 * (1 + math.erf(z / math.sqrt(2)))
print([round(cdf(z), 6) for z in (-2, -1, 0, 1, 2)])

# ---- expected stdout ----
# -2.0 -0.995322265019 1.995322265019
# -0.5 -0.520499877813 1.520499877813
# 0.0 0.0 1.0
# 0.3 0.328626759459 0.671373240541
# 1.0 0.84270079295 0.15729920705
# 2.5 0.999593047983 0.000406952017
# 0.0 1.0 1.0 2.0 0.0
# 0.5 1.7724538509
# 1 1.0
# 2 1.0
# 5 24.0
# 10 362880.0
# 23 1.1240007277776077e+21
# -3.5449077018 9.5135076987 0.93209631
# 0.0 0.0 0.572364942925 359.13420537 -0.056243716498
# 4.505170186
# [0.02275, 0.158655, 0.5, 0.841345, 0.97725]
