class K:
    def __repr__(self):
        return repr(d)
d = {}
d[K()] = 1
print(repr(d))
