for args in [(), (1, 2), ('X', (), {}), ('X', (int, str), {}), ('X', (1,), {}), ('X', (), {'__init__': 5})]:
    try:
        t = type(*args)
        print(type(t).__name__)
        t()
    except Exception as e:
        print(type(e).__name__)
