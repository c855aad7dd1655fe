import binascii

calls = [
    ("b2a_base64(str)", lambda: binascii.b2a_base64("abc")),
    ("b2a_base64(None)", lambda: binascii.b2a_base64(None)),
    ("a2b_base64(int)", lambda: binascii.a2b_base64(5)),
    ("a2b_base64(list)", lambda: binascii.a2b_base64([1])),
    ("hexlify(list)", lambda: binascii.hexlify([1, 2])),
    ("hexlify(sep int)", lambda: binascii.hexlify(b"ab", 1)),
    ("hexlify(sep non-ascii)", lambda: binascii.hexlify(b"ab", "\u00e9")),
    ("unhexlify(None)", lambda: binascii.unhexlify(None)),
    ("crc32(None)", lambda: binascii.crc32(None)),
    ("crc_hqx(missing)", lambda: binascii.crc_hqx(b"a")),
]
for label, f in calls:
    try:
        print(label, f())
    except binascii.Error as e:
        print(label, "binascii.Error:", e)
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ":", e)
print(binascii.Error.__name__, binascii.Error.__module__, binascii.Incomplete.__name__, issubclass(binascii.Incomplete, Exception))
binascii.unhexlify("abc")

# ---- expected stdout ----
# b2a_base64(str) TypeError: a bytes-like object is required, not 'str'
# b2a_base64(None) TypeError: a bytes-like object is required, not 'NoneType'
# a2b_base64(int) TypeError: argument should be bytes, buffer or ASCII string, not 'int'
# a2b_base64(list) TypeError: argument should be bytes, buffer or ASCII string, not 'list'
# hexlify(list) TypeError: a bytes-like object is required, not 'list'
# hexlify(sep int) TypeError: object of type 'int' has no len()
# hexlify(sep non-ascii) b'61\xe962'
# unhexlify(None) TypeError: argument should be bytes, buffer or ASCII string, not 'NoneType'
# crc32(None) TypeError: a bytes-like object is required, not 'NoneType'
# crc_hqx(missing) TypeError: crc_hqx expected 2 arguments, got 1
# Error binascii Incomplete True
# ---- expected exception ----
# binascii.Error: Odd-length string
