s = '7' * 4000
for _ in range(10**6):
    int(s)
