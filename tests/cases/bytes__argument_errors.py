# Argument-count and keyword errors of bytes' and bytearray's methods and constructors.
b, ba = b"abc", bytearray(b"abc")
for f in [lambda: b.translate(), lambda: b.translate(table=None), lambda: b.translate(None, b"", 1),
          lambda: b.translate(None, x=1), lambda: b.__len__(1), lambda: b.join(), lambda: b.replace(b"a"),
          lambda: b.replace(b"a", b"b", 1, 2), lambda: b.partition(sep=b"a"), lambda: b.removeprefix(),
          lambda: b.endswith(), lambda: b.rfind(b"a", 1, 2, 3), lambda: b.startswith(b"a", start=1),
          lambda: b.splitlines(True, 1), lambda: b.hex(1, 2, 3), lambda: b.hex(x=1), lambda: b.upper(1),
          lambda: b.isdigit(x=1), lambda: b.zfill(), lambda: b.ljust(1, b" ", 3), lambda: bytes.maketrans(b"a"),
          lambda: ba.append(), lambda: ba.append(1, 2), lambda: ba.extend(), lambda: ba.insert(0),
          lambda: ba.pop(1, 2), lambda: ba.pop(index=0), lambda: ba.remove(), lambda: ba.reverse(1),
          lambda: ba.clear(x=1), lambda: ba.copy(1), lambda: bytes(1, 2, 3, 4), lambda: bytes(x=1),
          lambda: bytearray(1, 2, 3, 4), lambda: bytearray(src=1), lambda: bytes("a", encodin="x")]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
print(b.translate(None, delete=b"b"), bytes(source=b"x"), bytes("é", encoding="utf-8"), b.hex(sep=":"))

# ---- expected stdout ----
# TypeError: translate() takes at least 1 positional argument (0 given)
# TypeError: translate() takes at least 1 positional argument (0 given)
# TypeError: translate() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for translate()
# TypeError: expected 0 arguments, got 1
# TypeError: bytes.join() takes exactly one argument (0 given)
# TypeError: replace expected at least 2 arguments, got 1
# TypeError: replace expected at most 3 arguments, got 4
# TypeError: bytes.partition() takes no keyword arguments
# TypeError: bytes.removeprefix() takes exactly one argument (0 given)
# TypeError: endswith() takes at least 1 argument (0 given)
# TypeError: rfind() takes at most 3 arguments (4 given)
# TypeError: bytes.startswith() takes no keyword arguments
# TypeError: splitlines() takes at most 1 argument (2 given)
# TypeError: hex() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for hex()
# TypeError: bytes.upper() takes no arguments (1 given)
# TypeError: bytes.isdigit() takes no keyword arguments
# TypeError: bytes.zfill() takes exactly one argument (0 given)
# TypeError: ljust expected at most 2 arguments, got 3
# TypeError: maketrans expected 2 arguments, got 1
# TypeError: bytearray.append() takes exactly one argument (0 given)
# TypeError: bytearray.append() takes exactly one argument (2 given)
# TypeError: bytearray.extend() takes exactly one argument (0 given)
# TypeError: insert expected 2 arguments, got 1
# TypeError: pop expected at most 1 argument, got 2
# TypeError: bytearray.pop() takes no keyword arguments
# TypeError: bytearray.remove() takes exactly one argument (0 given)
# TypeError: bytearray.reverse() takes no arguments (1 given)
# TypeError: bytearray.clear() takes no keyword arguments
# TypeError: bytearray.copy() takes no arguments (1 given)
# TypeError: bytes() takes at most 3 arguments (4 given)
# TypeError: 'x' is an invalid keyword argument for bytes()
# TypeError: bytearray() takes at most 3 arguments (4 given)
# TypeError: 'src' is an invalid keyword argument for bytearray()
# TypeError: 'encodin' is an invalid keyword argument for bytes()
# b'ac' b'x' b'\xc3\xa9' 61:62:63
