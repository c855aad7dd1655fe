class B:
    def __class_getitem__(cls, item):
        return B[item]
try:
    B[1]
except RecursionError:
    print("RecursionError")
