import operator

print(operator.methodcaller("upper")("abc"))
print(operator.methodcaller("split", ",", maxsplit=1)("a,b,c"))
print(operator.methodcaller("replace", "a", "o")("banana"))
print(list(map(operator.methodcaller("strip"), ["  x ", "y  "])))
print(repr(operator.methodcaller("foo", 1, "two", x=3)), repr(operator.methodcaller("bar")))

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self, by=1):
        self.n += by
        return self.n

c = Counter()
inc = operator.methodcaller("bump", by=5)
print(inc(c), inc(c))
for call in [lambda: operator.methodcaller(), lambda: operator.methodcaller(1), lambda: operator.methodcaller("nope")(c)]:
    try:
        call()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# ABC
# ['a', 'b,c']
# bonono
# ['x', 'y']
# operator.methodcaller('foo', 1, 'two', x=3) operator.methodcaller('bar')
# 5 10
# TypeError methodcaller needs at least one argument, the method name
# TypeError method name must be a string
# AttributeError 'Counter' object has no attribute 'nope'
