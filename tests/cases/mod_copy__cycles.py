import copy

a = [1]
a.append(a)
b = copy.deepcopy(a)
print(b, b[1] is b, b is a)
d = {"name": "root"}
d["self"] = d
e = copy.deepcopy(d)
print(e["self"] is e, e is d)

class Node:
    def __init__(self, name):
        self.name = name
        self.links = []

x, y = Node("x"), Node("y")
x.links.append(y)
y.links.append(x)
x2 = copy.deepcopy(x)
print(x2.links[0].links[0] is x2, x2.links[0] is y, x2.links[0].name)
t = ([],)
t[0].append(t)
t2 = copy.deepcopy(t)
print(t2[0][0] is t2, t2 is t)

# ---- expected stdout ----
# [1, [...]] True False
# True False
# True False y
# True False
