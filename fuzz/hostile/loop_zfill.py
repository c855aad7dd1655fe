for _ in range(10**6):
    'x'.zfill(10**7)
