class M:
    def __enter__(self):
        with M():
            pass
    def __exit__(self, *a):
        pass
try:
    with M():
        pass
except RecursionError:
    print("RecursionError")
