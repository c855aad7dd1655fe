x = [1]
for i in x:
    x.append(i)
