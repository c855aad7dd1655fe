def f(a, b, c):
    x = a and b or c
    y = not a
    return x if y else c
