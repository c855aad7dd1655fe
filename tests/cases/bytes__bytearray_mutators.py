ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba.extend([103, 104])
ba.extend(x for x in b"ij")
ba.extend(bytearray(b"k"))
ba.insert(0, 65)
ba.insert(-1, 66)
ba.insert(100, 67)
ba.insert(-100, 68)
print(ba, len(ba))
print(ba.pop(), ba.pop(0), ba.pop(-2), ba)
ba.remove(ord("c"))
ba.reverse()
print(ba)
c = ba.copy()
ba.clear()
print(ba, c, c is ba, ba.extend(ba), ba)
ba.extend(c)
ba.extend(ba)
print(ba)
for f in [lambda: bytearray().pop(), lambda: bytearray(b"a").pop(5), lambda: bytearray(b"a").remove(98),
          lambda: bytearray(b"a").remove(300), lambda: bytearray(b"a").insert(0, 256), lambda: bytearray(b"a").append("a"),
          lambda: bytearray(b"a").extend(1), lambda: bytearray(b"a").extend("ab"), lambda: bytearray(b"a").extend([300]),
          lambda: bytearray(b"a").insert(1), lambda: bytearray(b"a").append(), lambda: bytearray(b"a").pop("x"),
          lambda: bytearray(b"a").pop(2**70), lambda: bytearray(b"a").clear(1), lambda: bytearray(b"a").extend(None)]:
    try:
        print(f())
    except (TypeError, ValueError, IndexError, OverflowError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# bytearray(b'DAabcdefghijBkC') 15
# 67 68 66 bytearray(b'Aabcdefghijk')
# bytearray(b'kjihgfedbaA')
# bytearray(b'') bytearray(b'kjihgfedbaA') False None bytearray(b'')
# bytearray(b'kjihgfedbaAkjihgfedbaA')
# IndexError pop from empty bytearray
# IndexError pop index out of range
# ValueError value not found in bytearray
# ValueError byte must be in range(0, 256)
# ValueError byte must be in range(0, 256)
# TypeError 'str' object cannot be interpreted as an integer
# TypeError can't extend bytearray with int
# TypeError 'str' object cannot be interpreted as an integer
# ValueError byte must be in range(0, 256)
# TypeError insert expected 2 arguments, got 1
# TypeError bytearray.append() takes exactly one argument (0 given)
# TypeError 'str' object cannot be interpreted as an integer
# OverflowError Python int too large to convert to C ssize_t
# TypeError bytearray.clear() takes no arguments (1 given)
# TypeError can't extend bytearray with NoneType
