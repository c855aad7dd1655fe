x = [1] * 10**6
for _ in range(10**6):
    all(x)
