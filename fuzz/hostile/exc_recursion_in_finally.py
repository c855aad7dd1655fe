def f():
    try:
        return 1
    finally:
        f()
f()
