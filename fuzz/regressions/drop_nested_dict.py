# stack overflow: recursive Drop of a deeply nested dict
x = {}
for _ in range(1000000):
    x = {1: x}
del x
print("dropped")
