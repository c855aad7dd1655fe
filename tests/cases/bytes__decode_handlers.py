data = b"a\xffb\xe2\x82c\xed\xa0\x80d\xf0\x90\x80"
print(ascii(data.decode("utf-8", "replace")))
print(ascii(data.decode("utf-8", "ignore")))
print(ascii(data.decode("utf-8", errors="backslashreplace")))
print(ascii(b"a\xff\xfeb".decode("ascii", "replace")), b"a\xff\xfeb".decode("ascii", "ignore"))
print(b"caf\xe9".decode("latin-1"), b"caf\xe9".decode("L1"), b"caf\xe9".decode("iso-8859-1"))
print(b"abc".decode("ASCII"), b"abc".decode("UTF_8"), b"abc".decode("utf 8"), b"abc".decode("u8"))
print(b"abc".decode("utf-8", "nonsense"), bytearray(b"h\xc3\xa9").decode())
for args in [("ascii",), ("utf-8", "nonsense"), ("utf-9",), (1,), ("utf-8", 1), (None,)]:
    try:
        b"\xff".decode(*args)
    except (UnicodeDecodeError, LookupError, TypeError) as e:
        print(type(e).__name__, e)
b"x".decode(encoding="utf-8", errors="strict", extra=1)

# ---- expected stdout ----
# 'a\ufffdb\ufffdc\ufffd\ufffd\ufffdd\ufffd'
# 'abcd'
# 'a\\xffb\\xe2\\x82c\\xed\\xa0\\x80d\\xf0\\x90\\x80'
# 'a\ufffd\ufffdb' ab
# café café café
# abc abc abc abc
# abc hé
# UnicodeDecodeError 'ascii' codec can't decode byte 0xff in position 0: ordinal not in range(128)
# LookupError unknown error handler name 'nonsense'
# LookupError unknown encoding: utf-9
# TypeError decode() argument 'encoding' must be str, not int
# TypeError decode() argument 'errors' must be str, not int
# TypeError decode() argument 'encoding' must be str, not None
# ---- expected exception ----
# TypeError: decode() takes at most 2 keyword arguments (3 given)
