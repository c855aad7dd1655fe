class V:
    def __lt__(self, o):
        raise KeyError(1)
try:
    sorted([V(), V(), V()])
except KeyError:
    print("KeyError")
