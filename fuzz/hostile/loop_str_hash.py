x = 'a' * 10**7
for _ in range(10**6):
    hash(x + '')
