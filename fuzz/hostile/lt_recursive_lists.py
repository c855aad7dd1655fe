a = []
a.append(a)
b = []
b.append(b)
try:
    print(a < b)
except RecursionError:
    print("RecursionError")
