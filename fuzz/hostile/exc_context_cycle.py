try:
    try:
        raise ValueError(1)
    except ValueError as e:
        e2 = e
        raise KeyError(2)
except KeyError as k:
    e2.__context__ = k
    raise
