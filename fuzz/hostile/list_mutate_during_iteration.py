x = list(range(10))
for i in x:
    x.remove(i)
print(x)
