b = b"ab"
ba = bytearray(b"ab")
calls = [
    lambda: b.upper(1), lambda: ba.upper(1), lambda: b.upper(x=1), lambda: b.join(), lambda: ba.join(1, 2),
    lambda: b.count(), lambda: b.count(b"a", 0, 1, 2), lambda: b.count(x=1), lambda: b.center(),
    lambda: b.center(1, 2, 3), lambda: b.center(w=1), lambda: b.split(1, 2, 3), lambda: b.split(zz=1),
    lambda: b.decode("utf-8", "strict", 3), lambda: b.decode(bogus=1), lambda: b.decode("utf-8", encoding="utf-8"),
    lambda: b.decode(encoding="utf-8", errors="strict", extra=1), lambda: b.strip(1, 2), lambda: ba.zfill(),
    lambda: bytes.maketrans(), lambda: bytearray.maketrans(b"a", b"b", x=1), lambda: bytes.fromhex(),
    lambda: bytearray.fromhex("a", "b"), lambda: b.expandtabs(1, 2), lambda: b.hex(1, 2, 3), lambda: b.hex(zz=1),
    lambda: ba.insert(), lambda: ba.pop(1, 2), lambda: b.isdigit(x=1), lambda: b.partition(b"a", sep=1),
    lambda: b.decode(None), lambda: bytes(b"x", encoding=None),
]
for c in calls:
    try:
        c()
        print("ok")
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# bytes.upper() takes no arguments (1 given)
# bytearray.upper() takes no arguments (1 given)
# bytes.upper() takes no keyword arguments
# bytes.join() takes exactly one argument (0 given)
# bytearray.join() takes exactly one argument (2 given)
# count() takes at least 1 argument (0 given)
# count() takes at most 3 arguments (4 given)
# bytes.count() takes no keyword arguments
# center expected at least 1 argument, got 0
# center expected at most 2 arguments, got 3
# bytes.center() takes no keyword arguments
# split() takes at most 2 arguments (3 given)
# 'zz' is an invalid keyword argument for split()
# decode() takes at most 2 arguments (3 given)
# 'bogus' is an invalid keyword argument for decode()
# argument for decode() given by name ('encoding') and position (1)
# decode() takes at most 2 keyword arguments (3 given)
# strip expected at most 1 argument, got 2
# bytearray.zfill() takes exactly one argument (0 given)
# maketrans expected 2 arguments, got 0
# bytearray.maketrans() takes no keyword arguments
# bytes.fromhex() takes exactly one argument (0 given)
# bytearray.fromhex() takes exactly one argument (2 given)
# expandtabs() takes at most 1 argument (2 given)
# hex() takes at most 2 arguments (3 given)
# 'zz' is an invalid keyword argument for hex()
# insert expected 2 arguments, got 0
# pop expected at most 1 argument, got 2
# bytes.isdigit() takes no keyword arguments
# bytes.partition() takes no keyword arguments
# decode() argument 'encoding' must be str, not None
# bytes() argument 'encoding' must be str, not None
