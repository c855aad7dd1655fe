x = ()
for _ in range(100000):
    x = (x,)
print(hash(x) is not None)
