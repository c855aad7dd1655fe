a = []
b = []
class E:
    def __eq__(self, o):
        a.clear()
        b.clear()
        return True
a.extend([E()] * 5)
b.extend([E()] * 5)
print(a == b)
print(a < b)
