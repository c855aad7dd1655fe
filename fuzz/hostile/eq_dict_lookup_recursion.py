# __eq__ called from a dict lookup, doing another dict lookup.
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        return {K(): 1}[K()] == 1
d = {K(): 1}
print(d[K()])
