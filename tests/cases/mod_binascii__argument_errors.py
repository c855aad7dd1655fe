# Argument errors of natives bound through Signature, with CPython's wording.
import binascii

calls = [
    lambda: binascii.hexlify(),
    lambda: binascii.hexlify(b"", 1, 2, 3),
    lambda: binascii.hexlify(b"", x=1),
    lambda: binascii.hexlify(b"", data=1),
    lambda: binascii.b2a_hex(data=b"ab", sep="-"),
    lambda: binascii.b2a_base64(b"", 1),
    lambda: binascii.b2a_base64(data=b""),
    lambda: binascii.b2a_base64(b"", newline=False),
    lambda: binascii.a2b_base64(),
    lambda: binascii.a2b_base64(b"", x=1),
    lambda: binascii.crc32(),
    lambda: binascii.crc32(b"", 1, 2),
    lambda: binascii.crc32(b"", crc=1),
    lambda: binascii.crc_hqx(b""),
    lambda: binascii.unhexlify(),
    lambda: binascii.unhexlify(1,2),
    lambda: binascii.a2b_hex(hexstr=b""),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: hexlify() missing required argument 'data' (pos 1)
# TypeError: hexlify() takes at most 3 arguments (4 given)
# TypeError: 'x' is an invalid keyword argument for hexlify()
# TypeError: argument for hexlify() given by name ('data') and position (1)
# ok
# TypeError: b2a_base64() takes exactly 1 positional argument (2 given)
# TypeError: b2a_base64() takes exactly 1 positional argument (0 given)
# ok
# TypeError: a2b_base64() takes exactly 1 positional argument (0 given)
# TypeError: 'x' is an invalid keyword argument for a2b_base64()
# TypeError: crc32 expected at least 1 argument, got 0
# TypeError: crc32 expected at most 2 arguments, got 3
# TypeError: binascii.crc32() takes no keyword arguments
# TypeError: crc_hqx expected 2 arguments, got 1
# TypeError: binascii.unhexlify() takes exactly one argument (0 given)
# TypeError: binascii.unhexlify() takes exactly one argument (2 given)
# TypeError: binascii.a2b_hex() takes no keyword arguments
