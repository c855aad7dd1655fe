b = b"\x01\x23\x45\x67\x89"
print(b.hex(), b.hex(":"), b.hex(b"-"), b.hex(" ", 2), b.hex(" ", -2))
print(b.hex(":", 5), b.hex(":", 10), b.hex(":", 0), repr(b"".hex(":")))
print(b.hex(sep="_", bytes_per_sep=3), b.hex(bytes_per_sep=2))
print(bytearray(b"\xff\x00").hex("."), repr(bytearray().hex()))
for args in [("",), ("ab",), ("é",), (b"\xff",), ([1],), ([1, 2],), (":", 1.5)]:
    try:
        b.hex(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
b.hex(1)

# ---- expected stdout ----
# 0123456789 01:23:45:67:89 01-23-45-67-89 01 2345 6789 0123 4567 89
# 0123456789 0123456789 0123456789 ''
# 0123_456789 0123456789
# ff.00 ''
# ValueError sep must be length 1.
# ValueError sep must be length 1.
# ValueError sep must be ASCII.
# ValueError sep must be ASCII.
# TypeError sep must be str or bytes.
# ValueError sep must be length 1.
# TypeError 'float' object cannot be interpreted as an integer
# ---- expected exception ----
# TypeError: object of type 'int' has no len()
