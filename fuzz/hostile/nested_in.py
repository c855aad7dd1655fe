x = []
for _ in range(100000):
    x = [x]
print([] in [x])
print(x in [[x]])
