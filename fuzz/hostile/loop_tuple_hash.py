x = tuple(range(10**6))
for _ in range(10**6):
    hash(x)
