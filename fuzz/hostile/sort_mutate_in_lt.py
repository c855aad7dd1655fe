x = []
class V:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        x.append(V(0))
        x.pop(0)
        return self.v < o.v
x.extend(V(i) for i in range(50, 0, -1))
try:
    x.sort()
except ValueError as e:
    print("ValueError", e)
print(len(x))
