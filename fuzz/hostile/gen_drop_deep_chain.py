g = [1]
for _ in range(200000):
    g = map(abs, g)
g = None
print("ok")
