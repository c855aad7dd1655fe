import base64
import binascii

# base64 module helpers and binascii agree on the core encodings.
for data in [b"", b"x", b"xy", b"xyz", b"\x00\xff" * 10]:
    a = binascii.b2a_base64(data, newline=False)
    b = base64.b64encode(data)
    print(a == b, binascii.a2b_base64(b) == base64.b64decode(a) == data)
    print(binascii.hexlify(data) == base64.b16encode(data).lower())
# Results are always bytes, even from bytearray or str input.
print(type(binascii.b2a_hex(bytearray(b"a"))).__name__, type(binascii.a2b_base64("YQ==")).__name__)
print(type(binascii.b2a_base64(bytearray(b"a"))).__name__, type(binascii.unhexlify(bytearray(b"61"))).__name__)
print(binascii.a2b_base64(b""), binascii.unhexlify(b""), binascii.crc32(bytearray()))

# ---- expected stdout ----
# True True
# True
# True True
# True
# True True
# True
# True True
# True
# True True
# True
# bytes bytes
# bytes bytes
# b'' b'' 0
