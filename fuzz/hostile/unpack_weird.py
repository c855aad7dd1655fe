class I:
    def __iter__(self):
        return self
    def __next__(self):
        raise ValueError("boom")
try:
    a, b = I()
except ValueError:
    print("ValueError")
try:
    a, *b = range(10**18)
except (MemoryError, OverflowError):
    print("MemoryError")
