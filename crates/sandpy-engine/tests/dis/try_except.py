def f(x):
    try:
        return 1 / x
    except ZeroDivisionError as e:
        print(e)
    except (TypeError, ValueError):
        raise
    else:
        pass
    return None
