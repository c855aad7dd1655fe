# expect: TimeoutError ok
k = [i * (2**61 - 1) for i in range(200_000)]
d = dict.fromkeys(k)
