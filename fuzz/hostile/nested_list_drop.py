x = []
for _ in range(300000):
    x = [x]
del x
print("dropped")
