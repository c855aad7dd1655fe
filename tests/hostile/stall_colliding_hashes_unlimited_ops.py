# expect: TimeoutError ok
# flags: --max-operations 0
k = [i * (2**61 - 1) for i in range(200_000)]
s = set(k)
s == set(k[::-1])
