def f(*args, **kwargs):
    return g(1, *args, x=2, **kwargs)

print("a", "b", sep="-")
h = f(*[1, 2])
obj.method(3, key=4)
