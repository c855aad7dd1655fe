d = {}
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return 1
    def __eq__(self, o):
        d.clear()
        return False
for i in range(10):
    d[K(i)] = i
print(len(d))
print(d.get(K(99)))
