x = [3, 1, 2]
def k(v):
    x.append(v)
    x.clear()
    return v
try:
    x.sort(key=k)
except ValueError as e:
    print("ValueError", e)
print(x)
