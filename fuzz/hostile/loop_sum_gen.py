def g():
    while True:
        yield 1
sum(g())
