# stack overflow: == / < / in / sort on deeply nested lists recurse without a depth guard
x = []
y = []
for _ in range(200000):
    x = [x]
    y = [y]
print(x == y)
