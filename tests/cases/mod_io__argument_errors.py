# Argument errors of natives bound through Signature, with CPython's wording.
import io
b = io.BytesIO(b"abc")
s = io.StringIO("abc")

calls = [
    lambda: io.StringIO(1, 2, 3),
    lambda: io.StringIO(x=1),
    lambda: io.StringIO("", initial_value=""),
    lambda: io.StringIO(newline="", initial_value="x"),
    lambda: io.BytesIO(1, 2),
    lambda: io.BytesIO(x=1),
    lambda: io.BytesIO(initial_bytes=b"a"),
    lambda: b.read(1, 2),
    lambda: b.read(size=1),
    lambda: b.readinto(),
    lambda: b.write(),
    lambda: b.seek(),
    lambda: b.seek(1, 2, 3),
    lambda: b.tell(1),
    lambda: b.getvalue(1),
    lambda: b.truncate(1, 2),
    lambda: b.readline(1, 2),
    lambda: b.readlines(1, 2),
    lambda: b.read1(1, 2),
    lambda: b.writelines(1, 2),
    lambda: b.readable(1),
    lambda: b.flush(1),
    lambda: b.isatty(1),
    lambda: s.write(),
    lambda: s.write(1, 2),
    lambda: s.writelines(),
    lambda: s.readlines(1, 2),
    lambda: s.readline(size=1),
    lambda: s.seek(),
    lambda: s.tell(1),
    lambda: s.truncate(1, 2),
    lambda: s.getvalue(1),
    lambda: s.readable(1),
    lambda: b.close(1),
    lambda: s.close(1),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: StringIO() takes at most 2 arguments (3 given)
# TypeError: 'x' is an invalid keyword argument for StringIO()
# TypeError: argument for StringIO() given by name ('initial_value') and position (1)
# ok
# TypeError: BytesIO() takes at most 1 argument (2 given)
# TypeError: 'x' is an invalid keyword argument for BytesIO()
# ok
# TypeError: read expected at most 1 argument, got 2
# TypeError: BytesIO.read() takes no keyword arguments
# TypeError: BytesIO.readinto() takes exactly one argument (0 given)
# TypeError: BytesIO.write() takes exactly one argument (0 given)
# TypeError: seek expected at least 1 argument, got 0
# TypeError: seek expected at most 2 arguments, got 3
# TypeError: BytesIO.tell() takes no arguments (1 given)
# TypeError: BytesIO.getvalue() takes no arguments (1 given)
# TypeError: truncate expected at most 1 argument, got 2
# TypeError: readline expected at most 1 argument, got 2
# TypeError: readlines expected at most 1 argument, got 2
# TypeError: read1 expected at most 1 argument, got 2
# TypeError: BytesIO.writelines() takes exactly one argument (2 given)
# TypeError: BytesIO.readable() takes no arguments (1 given)
# TypeError: BytesIO.flush() takes no arguments (1 given)
# TypeError: BytesIO.isatty() takes no arguments (1 given)
# TypeError: StringIO.write() takes exactly one argument (0 given)
# TypeError: StringIO.write() takes exactly one argument (2 given)
# TypeError: _IOBase.writelines() takes exactly one argument (0 given)
# TypeError: readlines expected at most 1 argument, got 2
# TypeError: StringIO.readline() takes no keyword arguments
# TypeError: seek expected at least 1 argument, got 0
# TypeError: StringIO.tell() takes no arguments (1 given)
# TypeError: truncate expected at most 1 argument, got 2
# TypeError: StringIO.getvalue() takes no arguments (1 given)
# TypeError: StringIO.readable() takes no arguments (1 given)
# TypeError: BytesIO.close() takes no arguments (1 given)
# TypeError: StringIO.close() takes no arguments (1 given)
