def g():
    while True:
        yield 1
any(map(lambda x: x == 0, g()))
