# Extending from a generator appends item by item (the generator sees the list change);
# extending from a list or tuple copies it first. Slice assignment takes the bounds first
# and the length after the generator ran.
import collections

def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ": " + str(e))

def extend_clearing():
    l = [1, 2, 3]
    def gen():
        yield 1
        l.clear()
        yield 2
    l.extend(gen())
    return l

def extend_appending():
    l = [1, 2, 3]
    def gen():
        for x in range(3):
            l.append(x)
            yield x
    l.extend(gen())
    return l

def iadd_clearing():
    l = [1, 2, 3]
    l += (l.clear() or x for x in [4, 5])
    return l

def extend_self():
    l = [1, 2]
    l.extend(l)
    l += l
    return l

def slice_assign_clearing():
    l = [1, 2, 3, 4, 5]
    def gen():
        l.clear()
        yield 9
    l[1:3] = gen()
    return l

def ext_slice_assign_shrinking():
    l = [1, 2, 3, 4, 5, 6]
    def gen():
        del l[3:]
        yield from (9, 8, 7)
    l[::2] = gen()
    return l

def bytearray_slice_assign_clearing():
    b = bytearray(b"abcdef")
    def gen():
        b.clear()
        yield 65
    b[1:3] = gen()
    return b

def deque_insert_index_clearing():
    d = collections.deque([1, 2, 3])
    class I:
        def __index__(self):
            d.clear()
            return 1
    d.insert(I(), 9)
    return d

for f in [extend_clearing, extend_appending, iadd_clearing, extend_self, slice_assign_clearing,
          ext_slice_assign_shrinking, bytearray_slice_assign_clearing, deque_insert_index_clearing]:
    show(f.__name__, f)

# ---- expected stdout ----
# extend_clearing [2]
# extend_appending [1, 2, 3, 0, 0, 1, 1, 2, 2]
# iadd_clearing [5]
# extend_self [1, 2, 1, 2, 1, 2, 1, 2]
# slice_assign_clearing [9]
# ext_slice_assign_shrinking [9, 2, 8]
# bytearray_slice_assign_clearing bytearray(b'A')
# deque_insert_index_clearing deque([9])
