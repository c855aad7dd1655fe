import io
s = io.StringIO()
print(s.write("hello"), s.write(" world\n"), s.write(""))
print(repr(s.getvalue()), s.tell())
s.seek(0)
print(repr(s.read(5)), s.tell())
print(repr(s.read()), repr(s.read()))
t = io.StringIO("abc\ndef\n")
print(t.tell(), repr(t.read(2)), repr(t.readline()), repr(t.readline()), repr(t.readline()))
print(repr(io.StringIO(None).getvalue()), repr(io.StringIO(initial_value="x").getvalue()))
print(io.StringIO("a").read(-1), io.StringIO("ab").read(None))

# ---- expected stdout ----
# 5 7 0
# 'hello world\n' 12
# 'hello' 5
# ' world\n' ''
# 0 'ab' 'c\n' 'def\n' ''
# '' 'x'
# a ab
