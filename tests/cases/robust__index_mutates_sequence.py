# An __index__ that changes the container being indexed: CPython converts the index
# first and checks it against the length the container has afterwards.
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + (": " + str(e) if str(e) else ""))

def clearing(target, value):
    class I:
        def __index__(self):
            target.clear()
            return value
    return I()

l = [1, 2, 3]
attempt(lambda: l[clearing(l, 1)])
l = [1, 2, 3]
attempt(lambda: l[clearing(l, 0):3])
l = [1, 2, 3, 4, 5]
attempt(lambda: l[::clearing(l, 2)])

def store(l, key, value):
    l[key] = value
    return l

def delete(l, key):
    del l[key]
    return l

l = [1, 2, 3]
attempt(lambda: store(l, clearing(l, 1), 9))
l = [1, 2, 3]
attempt(lambda: delete(l, clearing(l, 1)))
l = [1, 2, 3, 4]
attempt(lambda: store(l, slice(1, clearing(l, 3)), [7]))
l = [1, 2, 3, 4, 5, 6]
attempt(lambda: store(l, slice(0, 6, clearing(l, 2)), [8, 8, 8]))
l = [1, 2, 3, 4, 5, 6]
attempt(lambda: delete(l, slice(0, 6, clearing(l, 2))))
l = [1, 2, 3]
attempt(lambda: l.pop(clearing(l, 1)))
l = [1, 2, 3]
attempt(lambda: l.index(3, clearing(l, 0)))

b = bytearray(b"abcdef")
attempt(lambda: b[clearing(b, 1)])
b = bytearray(b"abcdef")
attempt(lambda: b[clearing(b, 1):4])
b = bytearray(b"abcdef")
attempt(lambda: store(b, clearing(b, 1), 65))
b = bytearray(b"abcdef")
attempt(lambda: store(b, slice(0, clearing(b, 3)), b"xyz"))
b = bytearray(b"abcdef")
attempt(lambda: delete(b, clearing(b, 1)))
b = bytearray(b"abcdef")
attempt(lambda: b.find(b"c", clearing(b, 1)))

# The cleanup still runs: nothing skips `finally`.
l = [1, 2, 3]
try:
    try:
        l[clearing(l, 2)]
    finally:
        print("finally ran")
except IndexError as e:
    print("IndexError:", e)

class Huge:
    def __index__(self):
        return 2**70

attempt(lambda: [1][Huge()])
attempt(lambda: (1, 2)[Huge()])
attempt(lambda: [1, 2, 3][Huge():])
attempt(lambda: "abc"[:Huge()])

# ---- expected stdout ----
# IndexError: list index out of range
# []
# []
# IndexError: list assignment index out of range
# IndexError: list assignment index out of range
# [7]
# ValueError: attempt to assign sequence of size 3 to extended slice of size 0
# []
# IndexError: pop from empty list
# ValueError: 3 is not in list
# IndexError: bytearray index out of range
# bytearray(b'')
# IndexError: bytearray index out of range
# bytearray(b'xyz')
# IndexError: bytearray index out of range
# -1
# finally ran
# IndexError: list index out of range
# IndexError: cannot fit 'Huge' into an index-sized integer
# IndexError: cannot fit 'Huge' into an index-sized integer
# []
# 'abc'
