class E:
    def __lt__(self, o):
        return sorted([E(), E()]) is None
try:
    sorted([E(), E()])
except RecursionError:
    print("RecursionError")
