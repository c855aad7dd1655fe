class S:
    def __iter__(self):
        yield "".join(S())
try:
    "".join(S())
except RecursionError:
    print("RecursionError")
