class C:
    def __getitem__(self, i):
        return self[i]
try:
    C()[0]
except RecursionError:
    print("RecursionError")
try:
    list(C())
except RecursionError:
    print("RecursionError")
