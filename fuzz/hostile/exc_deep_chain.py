def f(n):
    try:
        if n == 0:
            raise ValueError(0)
        f(n - 1)
    except ValueError as e:
        raise ValueError(n) from e
f(150)
