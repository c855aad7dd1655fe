x = list(range(10**6))
for _ in range(1000):
    x.sort(reverse=True)
