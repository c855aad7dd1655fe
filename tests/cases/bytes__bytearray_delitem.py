ba = bytearray(b"abcdefghij")
del ba[0]
del ba[-1]
print(ba)
del ba[::3]
print(ba)
del ba[5:1]
del ba[1:3]
print(ba)
del ba[::-2]
print(ba)
del ba[:]
print(ba, len(ba))


def attempt(obj, key):
    try:
        del obj[key]
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)


attempt(ba, 0)
attempt(ba, "x")
attempt(ba, 2**70)
attempt(b"abc", 0)
attempt(ba, 1.5)
ba = bytearray(b"xyz")
del ba[1], ba[1]
print(ba)

# ---- expected stdout ----
# bytearray(b'bcdefghi')
# bytearray(b'cdfgi')
# bytearray(b'cgi')
# bytearray(b'g')
# bytearray(b'') 0
# IndexError bytearray index out of range
# TypeError bytearray indices must be integers or slices, not str
# IndexError cannot fit 'int' into an index-sized integer
# TypeError 'bytes' object doesn't support item deletion
# TypeError bytearray indices must be integers or slices, not float
# bytearray(b'x')
