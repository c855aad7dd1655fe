def f(**k): return k
class M:
    def keys(self): return ['a', 'b']
    def __getitem__(self, k): return k * 2
print(f(**M()))
try:
    f(**{1: 2})
except TypeError as e:
    print(e)
try:
    f(a=1, **{'a': 2})
except TypeError as e:
    print(e)
