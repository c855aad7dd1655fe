g = (x for x in [1])
h = (next(h) for _ in [1])
try:
    next(h)
except ValueError as e:
    print("ValueError", e)
