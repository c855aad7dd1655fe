class C:
    def __call__(self):
        return self()
try:
    C()()
except RecursionError:
    print("RecursionError")
