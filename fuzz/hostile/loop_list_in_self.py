x = [1]
x.extend(a for a in x)
