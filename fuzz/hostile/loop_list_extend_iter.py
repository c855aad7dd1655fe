x = [1]
x.extend(iter(x))
