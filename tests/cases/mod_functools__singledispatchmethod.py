import functools

class Formatter:
    @functools.singledispatchmethod
    def fmt(self, arg):
        return f"default {arg!r}"

    @fmt.register
    def _(self, arg: int):
        return f"int {arg:05d}"

    @fmt.register(list)
    def _(self, arg):
        return "list " + ",".join(self.fmt(a) for a in arg)

f = Formatter()
print(f.fmt(42))
print(f.fmt("x"))
print(f.fmt([1, "y"]))

# ---- expected stdout ----
# int 00042
# default 'x'
# list int 00001,default 'y'
