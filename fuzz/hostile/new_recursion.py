class N:
    def __new__(cls):
        return N()
try:
    N()
except RecursionError:
    print("RecursionError")
