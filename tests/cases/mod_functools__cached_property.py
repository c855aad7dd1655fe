import functools

class Dataset:
    def __init__(self, values):
        self.values = values

    @functools.cached_property
    def total(self):
        print("computing total")
        return sum(self.values)

d = Dataset([1, 2, 3])
print(d.total, d.total)
d.total = 100
print(d.total)
del d.total
print(d.total)
print(type(Dataset.total).__name__, Dataset.total.attrname)
e = Dataset([5])
print(e.total, d.total)

cp = functools.cached_property(lambda self: 1)
try:
    cp.__get__(d, Dataset)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# computing total
# 6 6
# 100
# computing total
# 6
# cached_property total
# computing total
# 5 6
# Cannot use cached_property instance without calling __set_name__ on it.
