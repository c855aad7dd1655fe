d = dict.fromkeys(range(5))
for k in list(d):
    del d[k]
    d[k + 100] = 1
print(d)
d.update(d)
d |= d
print(d | {1: 2})
try:
    d.popitem(); d.clear(); d.popitem()
except KeyError as e:
    print("KeyError", e)
try:
    {[]: 1}
except TypeError as e:
    print(e)
d = {1: 1, 1.0: 2, True: 3}
print(d)
d = {float('nan'): 1, float('nan'): 2}
print(len(d))
n = float('nan')
d = {n: 1}
print(d[n])
print({-1: 1, -2: 2}[-2], hash(-1) == hash(-2))
