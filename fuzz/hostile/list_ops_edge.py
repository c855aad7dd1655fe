x = [1, 2, 3]
x.insert(-10**30, 0)
x.insert(10**30, 9)
print(x)
print(x.pop(-1), x.pop(0))
try:
    x.pop(10**30)
except IndexError as e:
    print(e)
print(x.index(2, -10**30, 10**30))
x[1:1] = x
x.extend(x)
x += x
print(x)
x *= 0
print(x)
x = [1]
x *= -5
print(x)
