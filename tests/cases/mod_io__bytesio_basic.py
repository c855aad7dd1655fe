import io
b = io.BytesIO(b"hello\nworld\n")
print(b.read(5), b.tell(), b.read(1), b.readline(), b.readline())
b.seek(0)
print(b.readlines(), list(io.BytesIO(b"x\ny")))
print(b.getvalue())
w = io.BytesIO()
print(w.write(b"abc"), w.write(bytearray(b"de")), w.tell(), w.getvalue())
w.seek(1)
w.write(b"XY")
print(w.getvalue(), w.seek(0, 2), w.seek(-2, 2), w.read())
print(w.seek(-100, 1), w.seek(8), w.write(b"!"), w.getvalue())
print(w.truncate(3), w.getvalue(), w.tell())
w.writelines([b"1", b"2"])
print(w.getvalue(), w.read1(), io.BytesIO(b"abc").read1(2))
buf = bytearray(4)
r = io.BytesIO(b"xyz")
print(r.readinto(buf), buf, r.readinto(buf))
with io.BytesIO(b"q") as c:
    print(c.read(), c.closed, c.readable(), c.writable(), c.seekable())
print(c.closed)

# ---- expected stdout ----
# b'hello' 5 b'\n' b'world\n' b''
# [b'hello\n', b'world\n'] [b'x\n', b'y']
# b'hello\nworld\n'
# 3 2 5 b'abcde'
# b'aXYde' 5 3 b'de'
# 0 8 1 b'aXYde\x00\x00\x00!'
# 3 b'aXY' 9
# b'aXY\x00\x00\x00\x00\x00\x0012' b'' b'ab'
# 3 bytearray(b'xyz\x00') 0
# b'q' False True True True
# True
