for _ in range(10**6):
    1 << 10**7
