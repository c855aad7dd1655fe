def f(s, i, j):
    a = s[1:]
    b = s[i:j:2]
    s[::2] = b
    del s[:1]
    return a, b, s[-1]
