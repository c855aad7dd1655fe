from contextlib import closing, nullcontext


class Resource:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def close(self):
        self.closed = True
        print("closed", self.name)


with closing(Resource("db")) as r:
    print("using", r.name, r.closed)
print(r.closed)
res = Resource("file")
try:
    with closing(res):
        raise RuntimeError("fail")
except RuntimeError as e:
    print("RuntimeError:", e, res.closed)
with nullcontext() as n:
    print(n)
with nullcontext([1, 2]) as items:
    print(items)


def process(stream=None):
    cm = closing(stream) if stream is not None else nullcontext("default")
    with cm as s:
        return s if isinstance(s, str) else s.name


print(process(), process(Resource("given")))

# ---- expected stdout ----
# using db False
# closed db
# True
# closed file
# RuntimeError: fail True
# None
# [1, 2]
# closed given
# default given
