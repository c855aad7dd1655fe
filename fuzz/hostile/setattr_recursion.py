class S:
    def __setattr__(self, n, v):
        setattr(self, n, v)
try:
    S().a = 1
except RecursionError:
    print("RecursionError")
