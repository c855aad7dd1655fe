class D(dict):
    def __missing__(self, k):
        return self[k]
try:
    D()[1]
except RecursionError:
    print("RecursionError")
