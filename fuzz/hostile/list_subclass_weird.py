class L(list):
    def __iter__(self):
        yield 99
    def __len__(self):
        return 1000
l = L([1, 2])
print(list(l), len(l), sorted(l), [*l])
