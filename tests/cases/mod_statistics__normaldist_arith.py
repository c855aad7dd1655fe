from statistics import NormalDist

a, b = NormalDist(1, 2), NormalDist(3, 4)
print(a + b, a - b, a + 5, 5 + a, a - 5, 5 - a)
print(a * -3, -3 * a, a / 4, a / -2, -a, +a)
print(a + 0.5, (a * 2).variance, (a + b).stdev)
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
print(NormalDist.from_samples(range(10)), NormalDist.from_samples([1, 1, 1]))
print(NormalDist.from_samples(iter([4, 8])))
temperature_feb = NormalDist.from_samples([4, 12, -3, 2, 7, 14])
print(temperature_feb * (9 / 5) + 32)

# ---- expected stdout ----
# NormalDist(mu=4.0, sigma=4.47213595499958) NormalDist(mu=-2.0, sigma=4.47213595499958) NormalDist(mu=6.0, sigma=2.0) NormalDist(mu=6.0, sigma=2.0) NormalDist(mu=-4.0, sigma=2.0) NormalDist(mu=4.0, sigma=2.0)
# NormalDist(mu=-3.0, sigma=6.0) NormalDist(mu=-3.0, sigma=6.0) NormalDist(mu=0.25, sigma=0.5) NormalDist(mu=-0.5, sigma=1.0) NormalDist(mu=-1.0, sigma=2.0) NormalDist(mu=1.0, sigma=2.0)
# NormalDist(mu=1.5, sigma=2.0) 16.0 4.47213595499958
# NormalDist(mu=2.716666666666667, sigma=0.5076087732365021)
# NormalDist(mu=4.5, sigma=3.0276503540974917) NormalDist(mu=1.0, sigma=0.0)
# NormalDist(mu=6.0, sigma=2.8284271247461903)
# NormalDist(mu=42.8, sigma=11.440978979090906)
