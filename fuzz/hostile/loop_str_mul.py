for _ in range(10**6):
    x = 'a' * 10**7
