class S:
    def __str__(self):
        return str(self)
try:
    print(S())
except RecursionError:
    print("RecursionError")
