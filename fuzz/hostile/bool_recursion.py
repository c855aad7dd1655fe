class B:
    def __bool__(self):
        return bool(self)
try:
    if B(): pass
except RecursionError:
    print("RecursionError")
