# stack overflow: recursive Drop of a long __cause__ chain (Instance -> ExcData -> Value -> Instance ...)
e = None
for i in range(1000000):
    x = ValueError(i)
    x.__cause__ = e
    e = x
e = None
print("dropped")
