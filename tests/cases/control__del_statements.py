a = 1
b = [1, 2, 3, 4, 5]
c = {"x": 1, "y": 2}
del a
del b[0], b[-1]
del b[0:1]
del c["x"]
print(b, c)
try:
    print(a)
except NameError as e:
    print(e)
x = y = 0
del x, y
try:
    print(y)
except NameError as e:
    print(e)

# ---- expected stdout ----
# [3, 4] {'y': 2}
# name 'a' is not defined
# name 'y' is not defined
