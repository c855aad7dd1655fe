# stack overflow: next() on a long chain of zip iterators (CPython prints 1)
g = [1]
for _ in range(300000):
    g = zip(g)
print(len(list(g)))
