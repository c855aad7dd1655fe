# stack overflow: recursive Drop of a chain of generator expressions (Generator -> Frame -> locals -> Generator ...)
g = iter([1])
for _ in range(300000):
    g = (x for x in g)
del g
print("dropped")
