x = list(range(10**6))
for _ in range(10**6):
    -1 in x
