for _ in range(10**6):
    f'{1:10000000}'
