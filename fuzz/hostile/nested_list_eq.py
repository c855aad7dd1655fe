x = []
y = []
for _ in range(100000):
    x = [x]
    y = [y]
print(x == y)
