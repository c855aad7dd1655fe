x = [1]
for a in x:
    x += [a]
