from statistics import mean

print(mean([1e50, 1, -1e50] * 1000))
print(mean([0.1] * 10), sum([0.1] * 10) / 10)
print(mean([1e308, 1e308, -1e308]))
print(mean([5e-324, 5e-324, 5e-324]), mean([5e-324, 0.0]))
print(mean([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]))
print(mean([2.0 ** 53, 1.0, 1.0]))
print(mean([1e-300, 1e300, -1e300, 3e-300]))
print(mean([float(i) / 7 for i in range(100)]))

# ---- expected stdout ----
# 0.3333333333333333
# 0.1 0.09999999999999999
# 3.333333333333333e+307
# 5e-324 0.0
# 0.4
# 3002399751580331.5
# 1e-300
# 7.071428571428571
