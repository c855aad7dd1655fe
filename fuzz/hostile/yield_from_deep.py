# A recursive generator chain 10000 deep through yield from.
def g(n):
    if n == 0:
        yield 1
    else:
        yield from g(n - 1)
print(list(g(10000)))
