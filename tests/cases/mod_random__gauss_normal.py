import random
random.seed(2024)
print([random.gauss(0, 1) for _ in range(4)])
print(random.gauss(), random.gauss(mu=10, sigma=0.5))
random.seed(2024)
print(random.gauss(0, 1))
print([random.normalvariate(100, 15) for _ in range(3)], random.normalvariate())
print(random.lognormvariate(0, 0.25))

# ---- expected stdout ----
# [-1.5858438430959185, 0.3015791682292153, -0.692348196592777, 1.9714651840855435]
# -1.3413059186256628 10.425085849135966
# -1.5858438430959185
# [91.83556690394347, 91.99618715581533, 116.03280659632541] -0.5301325610863279
# 1.3334170304213877
