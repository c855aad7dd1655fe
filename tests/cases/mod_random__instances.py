import random
a = random.Random(10)
b = random.Random(10)
print(a.random() == b.random(), a.randint(1, 100), b.randint(1, 100))
random.seed(10)
c = random.Random(10)
print(random.random() == c.random())
r = random.Random("seed")
print(r.choice("xyz"), r.sample(range(10), 3), r.uniform(0, 1))
r.seed(1)
print(r.random())
print(type(r).__name__, isinstance(r, random.Random))

# ---- expected stdout ----
# True 55 55
# True
# x [0, 3, 5] 0.28626507136857027
# 0.13436424411240122
# Random True
