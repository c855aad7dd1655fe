s = set()
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return 0
    def __eq__(self, o):
        s.clear()
        s.update(range(100))
        return False
for i in range(20):
    s.add(K(i))
print(len(s))
