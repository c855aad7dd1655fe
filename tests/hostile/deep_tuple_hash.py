# expect: ok RecursionError
t = ()
for _ in range(500_000):
    t = (t,)
hash(t)
