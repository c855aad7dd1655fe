# `if local <op> constant:` branches: ints, floats, strs, mixed numbers, user comparisons,
# None, errors and unbound locals.
class Loose:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other

    def __eq__(self, other):
        return "truthy" if self.v == other else ""

    def __ge__(self, other):
        return [1] if self.v >= other else []


def classify(x):
    out = []
    if x < 10:
        out.append("lt10")
    if x == 3:
        out.append("eq3")
    if x != 3.0:
        out.append("ne3.0")
    if x >= -1:
        out.append("ge-1")
    return out


def words(w):
    if w < "m":
        return "early"
    if w == "zz":
        return "last"
    return "late"


def maybe(x):
    if x == None:  # noqa: E711
        return "none"
    if x is not None and x > 0:
        return "pos"
    return "other"


def unbound(flag):
    if flag:
        y = 1
    if y < 5:
        return "small"
    return "big"


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


for x in (3, 3.0, 9.5, 10, -2, True, 2**70):
    print(x, classify(x))
print([words(w) for w in ("a", "m", "zz", "zzz", "")])
print(maybe(None), maybe(5), maybe(-1.5), maybe(0))
print(classify(Loose(3)), classify(Loose(20)))
try:
    classify("text")
except TypeError as exc:
    print("TypeError:", exc)
print(unbound(True))
try:
    unbound(False)
except UnboundLocalError as exc:
    print("UnboundLocalError:", exc)
print(fib(20))

# ---- expected stdout ----
# 3 ['lt10', 'eq3', 'ge-1']
# 3.0 ['lt10', 'eq3', 'ge-1']
# 9.5 ['lt10', 'ne3.0', 'ge-1']
# 10 ['ne3.0', 'ge-1']
# -2 ['lt10', 'ne3.0']
# True ['lt10', 'ne3.0', 'ge-1']
# 1180591620717411303424 ['ne3.0', 'ge-1']
# ['early', 'late', 'last', 'late', 'early']
# none pos other other
# ['lt10', 'eq3', 'ge-1'] ['ne3.0', 'ge-1']
# TypeError: '<' not supported between instances of 'str' and 'int'
# small
# UnboundLocalError: cannot access local variable 'y' where it is not associated with a value
# 6765
