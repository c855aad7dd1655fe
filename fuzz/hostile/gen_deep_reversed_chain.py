g = [1]
for _ in range(100000):
    g = enumerate(g)
try:
    print(len(list(g)))
except RecursionError:
    print("RecursionError")
