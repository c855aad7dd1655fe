e = None
for i in range(100000):
    try:
        raise ValueError(i)
    except ValueError as x:
        x.__context__ = e
        e = x
raise e
