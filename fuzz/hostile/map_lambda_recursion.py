f = lambda x: list(map(f, [x]))
try:
    f(1)
except RecursionError:
    print("RecursionError")
