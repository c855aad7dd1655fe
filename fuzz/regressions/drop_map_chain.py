# stack overflow: recursive Drop of a chain of map iterators
g = [1]
for _ in range(1000000):
    g = map(abs, g)
g = None
print("dropped")
