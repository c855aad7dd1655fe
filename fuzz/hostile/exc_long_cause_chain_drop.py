e = None
for i in range(300000):
    x = ValueError(i)
    x.__cause__ = e
    e = x
e = None
print("ok")
