d = dict.fromkeys(range(10**5))
for _ in range(10**6):
    dict(d)
