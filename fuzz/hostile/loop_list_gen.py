def g():
    i = 0
    while True:
        i += 1
        yield i
list(g())
