class G:
    def __getattr__(self, n):
        return getattr(self, n + "x")
try:
    G().a
except RecursionError:
    print("RecursionError")
