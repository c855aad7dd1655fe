t = bytes.maketrans(b"abc", b"xyz")
print(len(t), t[97:100], t[:3], type(bytearray.maketrans(b"", b"")).__name__)
print(b"aabbcc".translate(t), b"aabbcc".translate(t, b"b"), b"aabbcc".translate(None, b"ac"))
print(b"abc".translate(None), bytearray(b"cab").translate(t), b"abc".translate(None, delete=b"b"))
print(b"abc".translate(bytearray(t)), b"hello".translate(bytes(range(256))[::-1]))
for f in [lambda: b"a".translate(b"x"), lambda: b"a".translate(1), lambda: b"a".translate(),
          lambda: bytes.maketrans(b"ab", b"c"), lambda: bytes.maketrans("a", "b"), lambda: bytes.maketrans(b"a"),
          lambda: b"a".translate(None, "a"), lambda: b"a".translate(table=None)]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 256 b'xyz' b'\x00\x01\x02' bytes
# b'xxyyzz' b'xxzz' b'bb'
# b'abc' bytearray(b'zxy') b'ac'
# b'xyz' b'\x97\x9a\x93\x93\x90'
# ValueError translation table must be 256 characters long
# TypeError a bytes-like object is required, not 'int'
# TypeError translate() takes at least 1 positional argument (0 given)
# ValueError maketrans arguments must have same length
# TypeError a bytes-like object is required, not 'str'
# TypeError maketrans expected 2 arguments, got 1
# TypeError a bytes-like object is required, not 'str'
# TypeError translate() takes at least 1 positional argument (0 given)
