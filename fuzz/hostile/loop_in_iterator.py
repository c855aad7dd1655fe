class C:
    def __iter__(self): return self
    def __next__(self): return 1
print(2 in C())
