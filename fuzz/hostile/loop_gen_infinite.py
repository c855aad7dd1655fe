def g():
    while True:
        yield 1
for _ in g():
    pass
