class I:
    def __iter__(self):
        return iter(self)
try:
    list(I())
except RecursionError:
    print("RecursionError")
