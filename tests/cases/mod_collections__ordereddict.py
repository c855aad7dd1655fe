from collections import OrderedDict
od = OrderedDict()
od["b"] = 2
od["a"] = 1
od["c"] = 3
print(od, list(od), list(od.keys()))
od.move_to_end("b")
print(od)
od.move_to_end("c", last=False)
print(od)
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(), OrderedDict([("x", 1)]), OrderedDict(a=1))

# ---- expected stdout ----
# OrderedDict([('b', 2), ('a', 1), ('c', 3)]) ['b', 'a', 'c'] ['b', 'a', 'c']
# OrderedDict([('a', 1), ('c', 3), ('b', 2)])
# OrderedDict([('c', 3), ('a', 1), ('b', 2)])
# ('b', 2) ('c', 3) OrderedDict([('a', 1)])
# OrderedDict() OrderedDict([('x', 1)]) OrderedDict([('a', 1)])
