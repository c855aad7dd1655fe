# expect: ok RecursionError
v = abs
for _ in range(1_000_000):
    v = staticmethod(v)
del v
