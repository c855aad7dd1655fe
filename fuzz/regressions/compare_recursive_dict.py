# stack overflow: == on self-containing dicts (CPython: RecursionError)
a = {}
a[1] = a
b = {}
b[1] = b
print(a == b)
