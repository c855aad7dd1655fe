x = []
y = []
for _ in range(50000):
    x = [x]
    y = [y]
print(sorted([x, y]) is not None)
