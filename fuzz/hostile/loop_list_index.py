x = [0] * 10**6
for _ in range(10**6):
    x.index(1) if 1 in x else 0
