from collections import Counter
c = Counter("abracadabra")
print(c)
print(c["a"], c["z"], len(c), c.total())
print(c.most_common(2), c.most_common(0), c.most_common(-1))
print(Counter(), Counter({"x": 2, "y": 5}), Counter(cats=4, dogs=8))
print(sorted(c.elements()))

# ---- expected stdout ----
# Counter({'a': 5, 'b': 2, 'r': 2, 'c': 1, 'd': 1})
# 5 0 5 11
# [('a', 5), ('b', 2)] [] []
# Counter() Counter({'y': 5, 'x': 2}) Counter({'dogs': 8, 'cats': 4})
# ['a', 'a', 'a', 'a', 'a', 'b', 'b', 'c', 'd', 'r', 'r']
