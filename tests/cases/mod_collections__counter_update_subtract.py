from collections import Counter
c = Counter(a=3, b=1)
c.update("aab")
c.update({"c": 2, "a": 1})
c.update(b=10)
print(c)
c.subtract("aaaa")
c.subtract({"b": 20})
c.subtract(c=1)
print(c)
del c["nothere"]
del c["c"]
print(c, "c" in c)

# ---- expected stdout ----
# Counter({'b': 12, 'a': 6, 'c': 2})
# Counter({'a': 2, 'c': 1, 'b': -8})
# Counter({'a': 2, 'b': -8}) False
