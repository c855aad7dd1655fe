d = {}
l = [d]
d['l'] = l
d['d'] = d
s = set()
print(d)
print(l)
print(str(l))
t = (l,)
l.append(t)
print(t)
