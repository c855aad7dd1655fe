ba = bytearray(b"abcdef")
ba[1:3] = b"XYZ"
print(ba)
ba[:0] = [48, 49]
print(ba)
ba[-2:] = bytearray(b"")
print(ba)
ba[5:2] = b"<>"
print(ba)
ba[::2] = b"_" * len(ba[::2])
print(ba)
ba[::-3] = b"123"
print(ba)
ba[1::2] = b""
print(ba)
ba[:] = ba
print(ba)
ba[0:1] = (x for x in [65, 66])
ba[0] = 122
ba[-1] = True
print(ba, ba[0], ba[-1])


def attempt(key, value):
    try:
        ba[key] = value
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)


attempt(slice(None, None, 2), b"xy")
for value in [5, "x", [300], ["a"], 1.5, None]:
    attempt(slice(1, 2), value)
attempt("x", 1)
attempt(100, 1)
attempt(0, 256)
attempt(0, "a")
attempt(2**70, 1)
attempt(1.5, 1)
attempt(100, 300)
attempt(slice(None, None, 0), b"")
print(ba)

# ---- expected stdout ----
# bytearray(b'aXYZdef')
# bytearray(b'01aXYZdef')
# bytearray(b'01aXYZd')
# bytearray(b'01aXY<>Zd')
# bytearray(b'_1_X_<_Z_')
# bytearray(b'_13X_2_Z1')
# bytearray(b'_3__1')
# bytearray(b'_3__1')
# bytearray(b'zB3__\x01') 122 1
# ValueError attempt to assign bytes of size 2 to extended slice of size 3
# TypeError can assign only bytes, buffers, or iterables of ints in range(0, 256)
# TypeError can assign only bytes, buffers, or iterables of ints in range(0, 256)
# ValueError byte must be in range(0, 256)
# TypeError 'str' object cannot be interpreted as an integer
# TypeError can assign only bytes, buffers, or iterables of ints in range(0, 256)
# TypeError cannot convert 'NoneType' object to bytearray
# TypeError bytearray indices must be integers or slices, not str
# IndexError bytearray index out of range
# ValueError byte must be in range(0, 256)
# TypeError 'str' object cannot be interpreted as an integer
# IndexError cannot fit 'int' into an index-sized integer
# TypeError bytearray indices must be integers or slices, not float
# ValueError byte must be in range(0, 256)
# ValueError slice step cannot be zero
# bytearray(b'zB3__\x01')
