b = b"one\ntwo\r\nthree\rfour\x0bfive\x0c\n\nlast"
print(b.splitlines())
print(b.splitlines(True))
print(b.splitlines(keepends=1), b"".splitlines(), b"\n".splitlines(), b"x\n".splitlines(True))
print(bytearray(b"a\r\n\r\nb").splitlines())
try:
    b.splitlines("x")
except TypeError as e:
    print(e)
b.splitlines(keep=True)

# ---- expected stdout ----
# [b'one', b'two', b'three', b'four\x0bfive\x0c', b'', b'last']
# [b'one\n', b'two\r\n', b'three\r', b'four\x0bfive\x0c\n', b'\n', b'last']
# [b'one\n', b'two\r\n', b'three\r', b'four\x0bfive\x0c\n', b'\n', b'last'] [] [b''] [b'x\n']
# [bytearray(b'a'), bytearray(b''), bytearray(b'b')]
# 'str' object cannot be interpreted as an integer
# ---- expected exception ----
# TypeError: 'keep' is an invalid keyword argument for splitlines()
