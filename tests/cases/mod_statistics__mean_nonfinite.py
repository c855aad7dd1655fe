from statistics import mean, variance, pvariance, fmean

inf, nan = float('inf'), float('nan')
print(mean([inf, 1]), mean([1, -inf, 2]), mean([inf, -inf]), mean([nan, 1.0]))
print(mean([inf, inf]), fmean([1.0, inf]))
print(variance([1.0, inf]), pvariance([nan, 1.0]), variance([inf, inf, 1.0]))
print(variance([1.0, 2.0], xbar=inf))

# ---- expected stdout ----
# inf -inf nan nan
# inf inf
# inf nan inf
# inf
