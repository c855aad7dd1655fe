def f():
    x = 1
    def g():
        nonlocal x
        x += 1
        return x
    del x
    try:
        return g()
    except NameError as e:
        return type(e).__name__
print(f())
def h():
    return [lambda: i for i in range(3)]
print([q() for q in h()])
def u():
    print(v)
    v = 1
try:
    u()
except UnboundLocalError as e:
    print(e)
