def gen(n):
    for i in range(n):
        yield i

def delegate():
    yield from gen(3)
    x = yield
    return x

g = (x + 1 for x in range(3))
