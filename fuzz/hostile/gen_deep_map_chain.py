g = [1]
for _ in range(100000):
    g = map(abs, g)
try:
    print(list(g))
except RecursionError:
    print("RecursionError")
