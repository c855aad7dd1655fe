# `lst.append(x)` on a plain list takes a shortcut in the VM; every other shape of the
# call (subclasses, look-alikes, bound methods, wrong argument counts, the result used as a
# value) must behave exactly as the general method call does.


class Loud(list):
    def append(self, item):
        print("Loud.append", item)
        super().append(item * 2)


class Bag:
    def __init__(self):
        self.items = []

    def append(self, item):
        self.items.append(item)
        return "bag result"


out = []
for ch in "abc":
    out.append(ch)
print(out, out.append("d"), out)
loud = Loud()
loud.append(5)
print(loud)
bag = Bag()
print(bag.append(1), bag.items)
add = out.append
add("e")
print(out)
result = [].append(1)
print(result)
for bad in [(), (1, 2)]:
    try:
        out.append(*bad)
    except TypeError as e:
        print("TypeError", e)
try:
    None.append(print("argument evaluated"))
except AttributeError as e:
    print("AttributeError", e)
nested = [[]]
nested[0].append(nested)
print(len(nested[0]), nested[0][0] is nested)

# ---- expected stdout ----
# ['a', 'b', 'c', 'd'] None ['a', 'b', 'c', 'd']
# Loud.append 5
# [10]
# bag result [1]
# ['a', 'b', 'c', 'd', 'e']
# None
# TypeError list.append() takes exactly one argument (0 given)
# TypeError list.append() takes exactly one argument (2 given)
# AttributeError 'NoneType' object has no attribute 'append'
# 1 True
