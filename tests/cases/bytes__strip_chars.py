b = b" \t\x0b\x0c\r\n hi there \n\x0b"
print(b.strip(), b.lstrip(), b.rstrip())
print(b"xxhixyx".strip(b"xy"), b"xxhixyx".lstrip(b"x"), b"xxhixyx".rstrip(bytearray(b"xy")))
print(b"abc".strip(b""), b"abc".strip(None), b"aaa".strip(b"a"), bytearray(b"  z ").strip())
print(b"\x1chi\x1c".strip(), b"\xa0hi\xa0".strip())
for f in [lambda: b.strip("x"), lambda: b.strip(1), lambda: b.strip(b"a", b"b"), lambda: b.lstrip(chars=b"a")]:
    try:
        print(f())
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# b'hi there' b'hi there \n\x0b' b' \t\x0b\x0c\r\n hi there'
# b'hi' b'hixyx' b'xxhi'
# b'abc' b'abc' b'' bytearray(b'z')
# b'\x1chi\x1c' b'\xa0hi\xa0'
# a bytes-like object is required, not 'str'
# a bytes-like object is required, not 'int'
# strip expected at most 1 argument, got 2
# bytes.lstrip() takes no keyword arguments
