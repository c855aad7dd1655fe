# stack overflow: == on self-containing lists recurses forever (CPython: RecursionError)
a = []
a.append(a)
b = []
b.append(b)
print(a == b)
