import io
data = "a\r\nb\rc\nd"
for nl in (None, "", "\n", "\r", "\r\n"):
    s = io.StringIO(data, newline=nl)
    print(repr(nl), s.readlines(), repr(s.getvalue()), s.newlines)
    w = io.StringIO(newline=nl)
    print(w.write("x\ny\r\n"), repr(w.getvalue()), w.tell())
for bad in ("x", 5):
    try:
        io.StringIO(newline=bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# None ['a\n', 'b\n', 'c\n', 'd'] 'a\nb\nc\nd' ('\r', '\n', '\r\n')
# 5 'x\ny\n' 4
# '' ['a\r\n', 'b\r', 'c\n', 'd'] 'a\r\nb\rc\nd' ('\r', '\n', '\r\n')
# 5 'x\ny\r\n' 5
# '\n' ['a\r\n', 'b\rc\n', 'd'] 'a\r\nb\rc\nd' None
# 5 'x\ny\r\n' 5
# '\r' ['a\r', '\r', 'b\r', 'c\r', 'd'] 'a\r\rb\rc\rd' None
# 5 'x\ry\r\r' 5
# '\r\n' ['a\r\r\n', 'b\rc\r\n', 'd'] 'a\r\r\nb\rc\r\nd' None
# 5 'x\r\ny\r\r\n' 7
# ValueError illegal newline value: 'x'
# TypeError newline must be str or None, not int
