class H:
    def __hash__(self):
        return len({H()})
try:
    {H()}
except RecursionError:
    print("RecursionError")
