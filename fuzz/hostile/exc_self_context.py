try:
    raise ValueError
except ValueError as e:
    try:
        raise e
    except ValueError as e2:
        print(e2 is e, e2.__context__)
