x = 7 ** 300000
for _ in range(10**6):
    str(x)
