x = 3 ** 1000000
for _ in range(10**6):
    x * x
