b = b"hello world"
print(b.startswith(b"hell"), b.startswith((b"x", b"he")), b.startswith(()), b.endswith(b"world"))
print(b.startswith(b"world", 6), b.startswith(b"lo", 3, 5), b.startswith(b"lo", 3, 4))
print(b.endswith(b"lo", 0, 5), b.endswith((b"d", b"x"), -3), b.endswith(b"", 11), b.startswith(b"", 12))
print(b.endswith(b"hello", -100, 5), bytearray(b).startswith(bytearray(b"he")), b.startswith((b"h", "x")))
for f in [lambda: b.startswith("h"), lambda: b.endswith(["d"]), lambda: b.startswith((b"x", "y")),
          lambda: b.startswith(104), lambda: b.startswith(), lambda: b.endswith(b"d", 1, 2, 3)]:
    try:
        print(f())
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# True True False True
# True True False
# True True True False
# True True True
# startswith first arg must be bytes or a tuple of bytes, not str
# endswith first arg must be bytes or a tuple of bytes, not list
# a bytes-like object is required, not 'str'
# startswith first arg must be bytes or a tuple of bytes, not int
# startswith() takes at least 1 argument (0 given)
# endswith() takes at most 3 arguments (4 given)
