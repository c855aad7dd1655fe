import random
random.seed(42)
print([random.random() for _ in range(5)])
random.seed(42)
print(random.random())
random.seed(0)
print(random.random(), random.random())
random.seed(2**100 + 7)
print(random.random())
random.seed(-5)
a = random.random()
random.seed(5)
print(a == random.random())

# ---- expected stdout ----
# [0.6394267984578837, 0.025010755222666936, 0.27502931836911926, 0.22321073814882275, 0.7364712141640124]
# 0.6394267984578837
# 0.8444218515250481 0.7579544029403025
# 0.41604161323913513
# True
