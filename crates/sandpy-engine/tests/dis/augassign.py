def f(xs, obj, i):
    total = 0
    for x in xs:
        total += x
    xs[i] -= 1
    obj.n *= 2
    xs[0] += total
    return total
