import random
random.seed(314)
print(random.expovariate(1.5), random.expovariate(0.2))
print(random.vonmisesvariate(0, 4), random.vonmisesvariate(1, 0))
print(random.gammavariate(0.5, 2), random.gammavariate(1, 3), random.gammavariate(9, 0.5))
print(random.betavariate(2, 5), random.betavariate(0.5, 0.5))
print(random.paretovariate(2.5), random.weibullvariate(1, 1.5))
try:
    random.gammavariate(0, 1)
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# 0.14579504371907837 0.590910481329116
# 6.2811168376923705 1.305015308514155
# 0.8381228930322788 3.01409560313217 3.111001533127379
# 0.2414324326601078 0.7372667690215414
# 3.435636999927382 0.9977159371901942
# ValueError: gammavariate: alpha and beta must be > 0.0
