for _ in range(10**6):
    x = 7 ** 100000
