class D:
    def __get__(self, obj, t):
        return obj.d
class C:
    d = D()
try:
    C().d
except RecursionError:
    print("RecursionError")
