import base64
import binascii

print(base64.b64encode(bytearray(b"mv")), base64.b32encode(bytearray(b"ba")), base64.b16encode(b"\x10"))
print(base64.b64decode(bytearray(b"bXY=")), base64.b32decode("MJQQ===="), base64.b85decode("XmYU"))
calls = [
    ("b64encode(None)", lambda: base64.b64encode(None)),
    ("b64encode(5)", lambda: base64.b64encode(5)),
    ("b16encode(list)", lambda: base64.b16encode([1, 2])),
    ("b64decode(list)", lambda: base64.b64decode([1, 2])),
    ("b32decode(non-ascii)", lambda: base64.b32decode("MZ\u00e9=")),
    ("b16decode(lower)", lambda: base64.b16decode("ab")),
    ("b16decode(odd)", lambda: base64.b16decode("ABC")),
    ("urlsafe(int)", lambda: base64.urlsafe_b64encode(1)),
]
for label, f in calls:
    try:
        print(label, f())
    except binascii.Error as e:
        print(label, "binascii.Error:", e)
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ":", e)
base64.b64encode("not bytes")

# ---- expected stdout ----
# b'bXY=' b'MJQQ====' b'10'
# b'mv' b'ba' b'hr\xb1'
# b64encode(None) TypeError: a bytes-like object is required, not 'NoneType'
# b64encode(5) TypeError: a bytes-like object is required, not 'int'
# b16encode(list) TypeError: a bytes-like object is required, not 'list'
# b64decode(list) TypeError: argument should be a bytes-like object or ASCII string, not 'list'
# b32decode(non-ascii) ValueError: string argument should contain only ASCII characters
# b16decode(lower) binascii.Error: Non-base16 digit found
# b16decode(odd) binascii.Error: Odd-length string
# urlsafe(int) TypeError: a bytes-like object is required, not 'int'
# ---- expected exception ----
# TypeError: a bytes-like object is required, not 'str'
