class E:
    def __eq__(self, o):
        return [E()].index(o) == 0
try:
    [E()].index(1)
except RecursionError:
    print("RecursionError")
