x = b'a' * 10**6
for _ in range(10**6):
    x.find(b'b')
