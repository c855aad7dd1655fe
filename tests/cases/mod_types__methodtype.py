import types


class Counter:
    def __init__(self):
        self.n = 0


def bump(self, k=1):
    self.n += k
    return self.n


c = Counter()
m = types.MethodType(bump, c)
print(m(), m(5), c.n, m.__self__ is c, m.__func__ is bump)
c.bump = m
print(c.bump(), c.n)
other = types.MethodType(lambda self, *a: (type(self).__name__, a), 42)
print(other(1, 2))
for args in [(), (bump,), (bump, None), (1, c)]:
    try:
        types.MethodType(*args)
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# 1 6 6 True True
# 7 7
# ('int', (1, 2))
# TypeError: method expected 2 arguments, got 0
# TypeError: method expected 2 arguments, got 1
# TypeError: instance must not be None
# TypeError: first argument must be callable
