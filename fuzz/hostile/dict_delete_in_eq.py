d = {}
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return 0
    def __eq__(self, o):
        for k in list(d):
            del d[k]
        return False
for i in range(20):
    d[K(i)] = i
print(len(d))
