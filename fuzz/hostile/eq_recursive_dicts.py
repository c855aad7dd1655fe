a = {}
a[1] = a
b = {}
b[1] = b
try:
    print(a == b)
except RecursionError:
    print("RecursionError")
