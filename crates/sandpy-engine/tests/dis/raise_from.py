def f(x):
    try:
        int(x)
    except ValueError as e:
        raise RuntimeError("bad") from e
    raise
