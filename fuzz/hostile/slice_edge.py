x = list(range(10))
s = 'abcdefghij'
for sl in [slice(None, None, -1), slice(-10**30, 10**30), slice(10**30, -10**30, -1), slice(None, None, -2**63), slice(-2**63, 2**63, 2**63), slice(0, 10, 10**20)]:
    print(x[sl], s[sl], range(10)[sl], tuple(x)[sl], b'0123456789'[sl])
try:
    x[::0]
except ValueError as e:
    print(e)
y = list(range(10))
y[::-1] = range(10)
print(y)
try:
    y[::2] = [1]
except ValueError as e:
    print(e)
y[2:5] = y
print(y)
del y[::-3]
print(y)
y[10**20:] = [1]
print(y)
print(slice(1, 2, 3).indices(10**30))
print(range(-2**63, 2**63)[::-1][0])
print(len(range(0, 2**64, 3)))
