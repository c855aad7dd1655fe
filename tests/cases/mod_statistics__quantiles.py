from fractions import Fraction as F
from statistics import quantiles

data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91,
        103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88]
print([round(q, 1) for q in quantiles(data, n=10)])
print(quantiles(data), quantiles(data, method='inclusive'))
print(quantiles([1, 2, 3, 4, 5], n=4, method='inclusive'), quantiles([1, 2, 3, 4, 5]))
print(quantiles([1.5, 2, 9], n=3), quantiles([F(1, 2), F(3, 2)], n=3), quantiles([1, 2], n=1))
print(quantiles(range(11), n=5), quantiles([3, 1], n=6, method='inclusive'))
print(quantiles(iter([10, 20, 30]), n=2), len(quantiles(range(100), n=100)))

# ---- expected stdout ----
# [76.5, 86.0, 87.3, 94.8, 102.5, 104.2, 107.4, 111.0, 118.2]
# [87.0, 102.5, 109.75] [87.0, 102.5, 109.25]
# [2.0, 3.0, 4.0] [1.5, 3.0, 4.5]
# [1.6666666666666667, 6.666666666666667] [Fraction(1, 2), Fraction(3, 2)] []
# [1.4, 3.8, 6.2, 8.6] [1.3333333333333333, 1.6666666666666667, 2.0, 2.3333333333333335, 2.6666666666666665]
# [20.0] 99
