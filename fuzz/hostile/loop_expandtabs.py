x = '\t' * 10**5
for _ in range(10**6):
    x.expandtabs(100)
