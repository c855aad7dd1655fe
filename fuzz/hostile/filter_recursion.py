f = lambda x: list(filter(f, [x]))
try:
    f(1)
except RecursionError:
    print("RecursionError")
