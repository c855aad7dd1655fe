for _ in range(10**6):
    sum(range(10**6))
