def f(a, b, c):
    return a < b <= c

x = 1 < 2 == 2
y = x is not None and 3 in [1, 2, 3]
