import io
s = io.StringIO()
b = io.BytesIO()
print(isinstance(s, io.TextIOBase), isinstance(s, io.IOBase), isinstance(s, io.BufferedIOBase))
print(isinstance(b, io.BufferedIOBase), isinstance(b, io.IOBase), isinstance(b, io.TextIOBase))
print(type(s).__name__, type(b).__name__, io.StringIO.__module__, io.DEFAULT_BUFFER_SIZE)

class Upper(io.StringIO):
    def write(self, text):
        return super().write(text.upper())

u = Upper()
print("shout", file=u)
u.writelines(["a", "b\n"])
print(repr(u.getvalue()), isinstance(u, io.StringIO))

class Sink(io.TextIOBase):
    def __init__(self):
        self.parts = []
    def write(self, text):
        self.parts.append(text)
        return len(text)

k = Sink()
print("x", "y", file=k)
print(k.parts, k.closed, k.readable(), k.writable())
k.close()
print(k.closed)
try:
    k.read()
except io.UnsupportedOperation as e:
    print("unsupported", e)
with Sink() as k2:
    k2.writelines(["p", "q"])
print(k2.parts, k2.closed)

# ---- expected stdout ----
# True True False
# True True False
# StringIO BytesIO _io 8192
# 'SHOUT\nAB\n' True
# ['x', ' ', 'y', '\n'] False False False
# True
# unsupported read
# ['p', 'q'] True
