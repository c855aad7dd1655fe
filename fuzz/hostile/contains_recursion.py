class C:
    def __contains__(self, x):
        return x in self
try:
    1 in C()
except RecursionError:
    print("RecursionError")
