d = {i: i for i in range(100)}
class K:
    def __hash__(self):
        d.popitem()
        return 5
    def __eq__(self, o):
        d.clear()
        return True
print(d.get(K()))
print(len(d))
