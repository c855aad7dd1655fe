# Subscript fast paths: negative and out-of-range indexes, bools and big ints as keys,
# subclasses with __getitem__/__setitem__, and stores that replace the last reference.
data = [10, 20, 30]
t = (1, 2, 3)
print(data[-1], data[-3], t[-1], t[0], data[True], t[False])
for bad in (3, -4, 2**70, -2**70):
    try:
        data[bad]
    except IndexError as e:
        print("IndexError:", e)
    try:
        t[bad]
    except IndexError as e:
        print("IndexError:", e)
    try:
        data[bad] = 0
    except IndexError as e:
        print("IndexError:", e)
data[-1] = "x"
data[0] = [data]
print(len(data[0][0]), data[-1])


class Loud(list):
    def __getitem__(self, i):
        return ("get", i)

    def __setitem__(self, i, v):
        print("set", i, v)


loud = Loud([1, 2])
print(loud[0], loud[-1])
loud[0] = 5
print(list(loud))
range_items = range(5)
print(range_items[-1], "abc"[-1], b"xy"[0])

# ---- expected stdout ----
# 30 10 3 1 20 1
# IndexError: list index out of range
# IndexError: tuple index out of range
# IndexError: list assignment index out of range
# IndexError: list index out of range
# IndexError: tuple index out of range
# IndexError: list assignment index out of range
# IndexError: cannot fit 'int' into an index-sized integer
# IndexError: cannot fit 'int' into an index-sized integer
# IndexError: cannot fit 'int' into an index-sized integer
# IndexError: cannot fit 'int' into an index-sized integer
# IndexError: cannot fit 'int' into an index-sized integer
# IndexError: cannot fit 'int' into an index-sized integer
# 3 x
# ('get', 0) ('get', -1)
# set 0 5
# [1, 2]
# 4 c 120
