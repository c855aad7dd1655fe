x = list(range(10**6))
for _ in range(10**6):
    repr(x)
