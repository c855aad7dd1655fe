x = 10 ** 4000
for _ in range(10**6):
    int(str(x))
