import io
buf = io.StringIO()
print("a", 1, [2, 3], file=buf)
print("x", "y", sep="-", end="!\n", file=buf)
print(file=buf)
print("to stdout", file=None)
print(repr(buf.getvalue()))

class Recorder:
    def __init__(self):
        self.calls = []
    def write(self, s):
        self.calls.append(s)
    def flush(self):
        self.calls.append("<flush>")

r = Recorder()
print(1, "two", 3.0, sep=", ", file=r, flush=True)
print(r.calls)
print("no flush", file=r)
print(r.calls[-2:])
print("x", file=5)

# ---- expected stdout ----
# to stdout
# 'a 1 [2, 3]\nx-y!\n\n'
# ['1', ', ', 'two', ', ', '3.0', '\n', '<flush>']
# ['no flush', '\n']
# ---- expected exception ----
# AttributeError: 'int' object has no attribute 'write'
