# A sort stopped by a failing comparison or key keeps every element of the list.
l = [3, 1, 'a', 2]
try:
    l.sort()
except TypeError as e:
    print(e)
print(l)

l = [5, 4, 3, 2, 1, 'a', 0, 9, 8]
try:
    l.sort(reverse=True)
except TypeError as e:
    print(e)
print(sorted(l, key=str))

def key(x):
    if x == 2:
        raise ValueError('bad key')
    return x

l = [3, 2, 1]
try:
    l.sort(key=key)
except ValueError as e:
    print(e)
print(l)

class Stop(Exception):
    pass

def grow(x):
    l.append(99)
    return x

l = [3, 1, 2]
try:
    l.sort(key=grow)
except ValueError as e:
    print(e)
print(l)

# ---- expected stdout ----
# '<' not supported between instances of 'str' and 'int'
# [3, 1, 'a', 2]
# '<' not supported between instances of 'str' and 'int'
# [0, 1, 2, 3, 4, 5, 8, 9, 'a']
# bad key
# [3, 2, 1]
# list modified during sort
# [1, 2, 3]
