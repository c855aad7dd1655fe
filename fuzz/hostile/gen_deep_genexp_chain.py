g = iter([1])
for _ in range(10000):
    g = (x for x in g)
try:
    print(list(g))
except RecursionError:
    print("RecursionError")
