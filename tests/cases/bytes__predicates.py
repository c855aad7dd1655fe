samples = [b"", b"abc", b"ABC", b"Abc", b"abc123", b"123", b" \t\n\x0b\x0c\r", b"Hello World",
           b"Hello world", b"HELLO", b"\xe9", b"a b", b"A1 B2", b"1A", b"\x1c"]
for s in samples:
    print(s, s.isalpha(), s.isdigit(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.istitle(), s.isascii())
print(bytearray(b"Ab").istitle(), bytearray(b"\x80").isascii())
b"a".isalpha(1)

# ---- expected stdout ----
# b'' False False False False False False False True
# b'abc' True False True False False True False True
# b'ABC' True False True False True False False True
# b'Abc' True False True False False False True True
# b'abc123' False False True False False True False True
# b'123' False True True False False False False True
# b' \t\n\x0b\x0c\r' False False False True False False False True
# b'Hello World' False False False False False False True True
# b'Hello world' False False False False False False False True
# b'HELLO' True False True False True False False True
# b'\xe9' False False False False False False False False
# b'a b' False False False False False True False True
# b'A1 B2' False False False False True False True True
# b'1A' False False True False True False True True
# b'\x1c' False False False False False False False True
# True False
# ---- expected exception ----
# TypeError: bytes.isalpha() takes no arguments (1 given)
