def total(xs):
    t = 0
    for x in xs:
        t += x
    else:
        t = -t
    return t

for i in range(3):
    print(i)
