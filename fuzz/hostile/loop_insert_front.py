x = []
for i in range(10**6):
    x.insert(0, i)
