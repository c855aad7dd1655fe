import base64

data = bytes(range(100))
enc = base64.encodebytes(data)
print(enc.count(b'\n'), [len(line) for line in enc.split(b'\n')])
print(base64.decodebytes(enc) == data)
print(base64.encodebytes(b''), base64.encodebytes(b'x'))
print(base64.decodebytes(b'eA==\n'))
try:
    base64.encodebytes('text')
except TypeError as e:
    print(e)


class Source:
    def __init__(self, data):
        self.data = data

    def read(self, n):
        chunk, self.data = self.data[:n], self.data[n:]
        return chunk


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, b):
        self.parts.append(b)


out = Sink()
base64.encode(Source(b'abc' * 30), out)
print(out.parts)

# ---- expected stdout ----
# 2 [76, 60, 0]
# True
# b'' b'eA==\n'
# b'x'
# expected bytes-like object, not str
# [b'YWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJj\n', b'YWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJjYWJj\n']
