d = {}
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return 0
    def __eq__(self, o):
        for i in range(100):
            d[i] = i
        return self.v == o.v
for i in range(20):
    d[K(i)] = i
print(len(d))
