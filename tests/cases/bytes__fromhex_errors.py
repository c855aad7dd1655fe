print(bytes.fromhex("0a 0B\t\n1f  "), bytearray.fromhex("ff00"))
print(bytes.fromhex("  "), type(bytearray.fromhex("")).__name__)
print(b"".fromhex("41"), bytearray(b"x").fromhex("4142"))
for s in ["0g", "0", " 01 0", "a b", "é1", "01\u00a0", "zz"]:
    try:
        bytes.fromhex(s)
    except ValueError as e:
        print(e)
for bad in [1, b"41", None]:
    try:
        bytes.fromhex(bad)
    except TypeError as e:
        print(e)
bytes.fromhex()

# ---- expected stdout ----
# b'\n\x0b\x1f' bytearray(b'\xff\x00')
# b'' bytearray
# b'A' bytearray(b'AB')
# non-hexadecimal number found in fromhex() arg at position 1
# non-hexadecimal number found in fromhex() arg at position 1
# non-hexadecimal number found in fromhex() arg at position 5
# non-hexadecimal number found in fromhex() arg at position 1
# non-hexadecimal number found in fromhex() arg at position 0
# non-hexadecimal number found in fromhex() arg at position 2
# non-hexadecimal number found in fromhex() arg at position 0
# fromhex() argument must be str, not int
# fromhex() argument must be str, not bytes
# fromhex() argument must be str, not None
# ---- expected exception ----
# TypeError: bytes.fromhex() takes exactly one argument (0 given)
