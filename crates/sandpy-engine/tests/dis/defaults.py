def f(a, b=1, *args, c, d=2, **kw):
    return a, b, args, c, d, kw

def g(x, /, y):
    return x + y
