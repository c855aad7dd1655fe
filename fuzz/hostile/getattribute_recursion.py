class G:
    def __getattribute__(self, n):
        return self.x
try:
    G().a
except RecursionError:
    print("RecursionError")
