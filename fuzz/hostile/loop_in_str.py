x = 'a' * 10**6
for _ in range(10**6):
    ('a' * 5000 + 'b') in x
