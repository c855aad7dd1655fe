x = [0] * 10**6
for _ in range(10**6):
    y = x[:]
