from collections import Counter, OrderedDict, defaultdict
class Tally(Counter):
    pass
class Ordered(OrderedDict):
    pass
class DD(defaultdict):
    pass
print(Tally("aab"), Ordered(a=1), DD(int, x=1))
print(type(Tally("a") + Tally("b")).__name__, type(Tally("a").copy()).__name__)
print(repr(Tally()), repr(Ordered()))

# ---- expected stdout ----
# Tally({'a': 2, 'b': 1}) Ordered([('a', 1)]) DD(<class 'int'>, {'x': 1})
# Counter Tally
# Tally() Ordered()
