class D(dict):
    def __getitem__(self, k):
        return 42
    def keys(self):
        return [1, 2]
d = D(a=1)
print(dict(d), {**d}, d['zz'])
