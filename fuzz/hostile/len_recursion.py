class L:
    def __len__(self):
        return len(self)
try:
    len(L())
except RecursionError:
    print("RecursionError")
