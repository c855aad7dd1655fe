import itertools
g = [1]
for _ in range(100000):
    g = itertools.chain(g)
try:
    print(list(g))
except RecursionError:
    print("RecursionError")
g = [1]
for _ in range(100000):
    g = itertools.islice(g, None)
try:
    print(list(g))
except RecursionError:
    print("RecursionError")
t = iter([1, 2, 3])
for _ in range(10000):
    t, _u = itertools.tee(t)
try:
    print(list(t))
except RecursionError:
    print("RecursionError")
