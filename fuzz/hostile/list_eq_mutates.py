x = []
class E:
    def __eq__(self, o):
        x.clear()
        return False
x.extend([E() for _ in range(10)])
print(1 in x)
print(x.count(1))
try:
    x.index(1)
except ValueError:
    print("ValueError")
x.extend([E() for _ in range(10)])
try:
    x.remove(1)
except ValueError:
    print("ValueError")
