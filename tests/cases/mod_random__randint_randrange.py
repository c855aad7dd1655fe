import random
random.seed(1)
print([random.randint(1, 6) for _ in range(15)])
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50, 5) for _ in range(5)], [random.randrange(100, 0, -7) for _ in range(5)])
print(random.randrange(2**70), random.randint(-10**20, 10**20), random.randrange(1, 2))
print(random.randrange(start=3, stop=9), random.randint(a=1, b=2))

# ---- expected stdout ----
# [2, 5, 1, 3, 1, 4, 4, 4, 6, 4, 2, 1, 4, 1, 4]
# [6, 9, 0, 7, 4, 3, 9, 1, 5, 0]
# [5, 5, 45, 5, 35] [30, 79, 58, 23, 100]
# 1179469450282876364448 -3466630367753522038 1
# 8 1
