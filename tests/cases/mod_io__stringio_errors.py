import io
s = io.StringIO("abc")
tests = [
    lambda: s.write(b"x"),
    lambda: s.write(5),
    lambda: s.read("x"),
    lambda: s.read(1.0),
    lambda: s.read(size=1),
    lambda: s.write(),
    lambda: s.getvalue(1),
    lambda: io.StringIO(5),
    lambda: io.StringIO("a", "\n", 3),
    lambda: io.StringIO(foo=1),
    lambda: s.writelines([1]),
    lambda: s.fileno(),
    lambda: s.detach(),
]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))
print(s.readable(), s.writable(), s.seekable(), s.isatty(), s.encoding, s.errors, s.line_buffering)

# ---- expected stdout ----
# TypeError string argument expected, got 'bytes'
# TypeError string argument expected, got 'int'
# TypeError argument should be integer or None, not 'str'
# TypeError argument should be integer or None, not 'float'
# TypeError StringIO.read() takes no keyword arguments
# TypeError StringIO.write() takes exactly one argument (0 given)
# TypeError StringIO.getvalue() takes no arguments (1 given)
# TypeError initial_value must be str or None, not int
# TypeError StringIO() takes at most 2 arguments (3 given)
# TypeError 'foo' is an invalid keyword argument for StringIO()
# TypeError string argument expected, got 'int'
# UnsupportedOperation fileno
# UnsupportedOperation detach
# True True
# True True True False None None False
