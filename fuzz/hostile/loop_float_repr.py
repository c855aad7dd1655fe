for _ in range(10**7):
    repr(1e300 * 1.1)
