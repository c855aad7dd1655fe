x = list(range(10**6))
while x:
    del x[0]
