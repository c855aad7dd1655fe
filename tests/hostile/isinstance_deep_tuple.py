# expect: RecursionError ok
t = int
for _ in range(1_000_000):
    t = (t,)
isinstance(1, t)
