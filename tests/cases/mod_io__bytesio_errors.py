import io
b = io.BytesIO(b"abcdef")
tests = [
    lambda: b.seek(-1),
    lambda: b.seek(0, 5),
    lambda: b.truncate(-1),
    lambda: b.write("x"),
    lambda: io.BytesIO("x"),
    lambda: b.read("x"),
    lambda: b.readlines("a"),
    lambda: b.readinto(b"aa"),
    lambda: io.BytesIO(b"", 1),
    lambda: b.fileno(),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, e)
b.close()
for name in ("read", "getvalue", "tell", "flush", "isatty", "readable"):
    try:
        getattr(b, name)()
    except ValueError as e:
        print(name, e)
print(iter(b) is b)
next(b)

# ---- expected stdout ----
# ValueError negative seek value -1
# ValueError invalid whence (5, should be 0, 1 or 2)
# ValueError negative size value -1
# TypeError a bytes-like object is required, not 'str'
# TypeError a bytes-like object is required, not 'str'
# TypeError argument should be integer or None, not 'str'
# TypeError integer argument expected, got 'str'
# TypeError readinto() argument must be read-write bytes-like object, not bytes
# TypeError BytesIO() takes at most 1 argument (2 given)
# UnsupportedOperation fileno
# read I/O operation on closed file.
# getvalue I/O operation on closed file.
# tell I/O operation on closed file.
# flush I/O operation on closed file.
# isatty I/O operation on closed file.
# readable I/O operation on closed file.
# True
# ---- expected exception ----
# ValueError: I/O operation on closed file.
