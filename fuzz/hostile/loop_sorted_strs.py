x = [str(i) for i in range(10**5)]
for _ in range(10**6):
    sorted(x)
