def f(path):
    try:
        g(path)
    finally:
        cleanup()
