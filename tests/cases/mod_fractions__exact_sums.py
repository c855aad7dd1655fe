from fractions import Fraction as F

total = F(0)
for i in range(1, 30):
    total += F(1, i * (i + 1))
print(total, total == 1 - F(1, 30))
harmonic = sum(F(1, k) for k in range(1, 21))
print(harmonic, float(harmonic))
print(sum([F(0.1)] * 10) == 1, sum([F('0.1')] * 10) == 1)
egypt = [F(1, 2), F(1, 3), F(1, 7), F(1, 42)]
print(sum(egypt), [str(x) for x in egypt])
x = F(1)
for _ in range(6):
    x = (x + 2 / x) / 2
print(x.numerator.bit_length(), float(x), float(x * x - 2) < 1e-50)

# ---- expected stdout ----
# 29/30 True
# 55835135/15519504 3.597739657143682
# False True
# 1 ['1/2', '1/3', '1/7', '1/42']
# 81 1.4142135623730951 False
