s = set(range(10**5))
for _ in range(10**6):
    s | s
