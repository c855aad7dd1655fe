g = [1]
for _ in range(100000):
    g = filter(None, g)
try:
    print(list(g))
except RecursionError:
    print("RecursionError")
