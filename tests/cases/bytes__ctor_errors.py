cases = [
    lambda: bytes("abc"),
    lambda: bytes(1, "utf-8"),
    lambda: bytes(b"x", "utf-8"),
    lambda: bytes(errors="strict"),
    lambda: bytes(encoding="utf-8"),
    lambda: bytes("a", errors="strict"),
    lambda: bytes(-1),
    lambda: bytearray(-5),
    lambda: bytes([256]),
    lambda: bytearray([256]),
    lambda: bytes([-1]),
    lambda: bytes(["a"]),
    lambda: bytes(1.5),
    lambda: bytearray(None),
    lambda: bytes("a", 1),
    lambda: bytes("a", "ascii", 1),
    lambda: bytes(1, 2, 3, 4),
    lambda: bytes(x=1),
    lambda: bytearray(y=2),
    lambda: bytes("é", "foo"),
    lambda: bytes(2**70),
]
for f in cases:
    try:
        print(f())
    except (TypeError, ValueError, LookupError, OverflowError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# TypeError string argument without an encoding
# TypeError encoding without a string argument
# TypeError encoding without a string argument
# TypeError errors without a string argument
# TypeError encoding without a string argument
# TypeError string argument without an encoding
# ValueError negative count
# ValueError negative count
# ValueError bytes must be in range(0, 256)
# ValueError byte must be in range(0, 256)
# ValueError bytes must be in range(0, 256)
# TypeError 'str' object cannot be interpreted as an integer
# TypeError cannot convert 'float' object to bytes
# TypeError cannot convert 'NoneType' object to bytearray
# TypeError bytes() argument 'encoding' must be str, not int
# TypeError bytes() argument 'errors' must be str, not int
# TypeError bytes() takes at most 3 arguments (4 given)
# TypeError 'x' is an invalid keyword argument for bytes()
# TypeError 'y' is an invalid keyword argument for bytearray()
# LookupError unknown encoding: foo
# OverflowError cannot fit 'int' into an index-sized integer
