def f(lock, other):
    with lock as l, other:
        l.use()
