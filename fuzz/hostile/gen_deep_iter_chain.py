g = [1]
for _ in range(100000):
    g = iter(g)
print(list(g))
