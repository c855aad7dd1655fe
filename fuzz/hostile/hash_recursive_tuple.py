a = []
t = (a,)
try:
    hash(t)
except TypeError as e:
    print(e)
