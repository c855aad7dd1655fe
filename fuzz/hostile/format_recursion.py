class F:
    def __format__(self, spec):
        return f"{self}"
try:
    f"{F()}"
except RecursionError:
    print("RecursionError")
