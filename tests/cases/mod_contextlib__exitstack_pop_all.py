from contextlib import ExitStack


class OpenError(Exception):
    pass


class Conn:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("open", self.name)
        return self

    def __exit__(self, *exc):
        print("close", self.name)


def open_all(names, fail_on=None):
    with ExitStack() as stack:
        conns = []
        for n in names:
            if n == fail_on:
                raise OpenError(f"cannot open {n}")
            conns.append(stack.enter_context(Conn(n)))
        keep = stack.pop_all()
    return conns, keep


conns, keep = open_all(["a", "b"])
print("opened", [c.name for c in conns])
with keep:
    print("using")
try:
    open_all(["x", "y", "z"], fail_on="z")
except OpenError as e:
    print("OpenError:", e)
stack = ExitStack()
stack.callback(print, "closed explicitly")
stack.close()
stack.close()
print("closed twice ok")

# ---- expected stdout ----
# open a
# open b
# opened ['a', 'b']
# using
# close b
# close a
# open x
# open y
# close y
# close x
# OpenError: cannot open z
# closed explicitly
# closed twice ok
