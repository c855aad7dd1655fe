# Chained comparisons whose middle operands are plain locals or literals (compiled as
# `a < b and b < c`): same results, same short-circuiting, same values as CPython.
log = []


class Loud:
    def __init__(self, name, rank):
        self.name, self.rank = name, rank

    def __lt__(self, other):
        log.append(f"{self.name}<{other.name}")
        # A non-bool result: the chain's value is whatever the deciding link returned.
        return self.rank < other.rank and f"{self.name}<{other.name}"

    def __le__(self, other):
        log.append(f"{self.name}<={other.name}")
        return [] if self.rank > other.rank else [self.name]


def side(name, rank):
    log.append("made " + name)
    return Loud(name, rank)


def values(a, b, c, d):
    r = []
    r.append(a < b < c)
    r.append(a < c < b)
    r.append(a <= b <= c <= d)
    r.append(d <= c <= b)
    r.append(0 < 5 < a.rank)
    r.append(1 < 2 < 3 < 4)
    return r


def branches(lo, x, hi):
    out = []
    if lo <= x <= hi:
        out.append("in")
    else:
        out.append("out")
    if not (lo <= x <= hi):
        out.append("not-in")
    while lo < x < hi:
        x = x - 1
    out.append(x)
    out.append("yes" if lo < x < hi or x == lo else "no")
    return out


def short_circuit(a, b):
    # The right operand is evaluated only when the first link holds.
    return a < b < side("c", 9), b < a < side("never", 0)


def unbound_middle(a):
    if a:
        m = 1
    return 0 < m < 2


def text_ranges(text):
    kinds = []
    for ch in text:
        if "a" <= ch <= "z":
            kinds.append("l")
        elif "0" <= ch <= "9" < "a":
            kinds.append("d")
        else:
            kinds.append("-")
    return "".join(kinds)


a, b, c, d = Loud("a", 1), Loud("b", 2), Loud("c", 3), Loud("d", 3)
print(values(a, b, c, d))
print(log)
log.clear()
print([branches(0, x, 5) for x in (-1, 0, 3, 5, 9)])
print(branches(0.5, 2.5, 2.75))
print(short_circuit(a, b))
print(log)
print(unbound_middle(True))
try:
    unbound_middle(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
print(text_ranges("Hello, World 42!"))
try:
    print(1 < "x" < 3)
except TypeError as e:
    print("TypeError:", e)


def typed(x):
    return 1 < x < "z"


try:
    typed(5)
except TypeError as e:
    print("TypeError:", e)
print(typed(0))

# ---- expected stdout ----
# ['b<c', False, ['c'], [], False, True]
# ['a<b', 'b<c', 'a<c', 'c<b', 'a<=b', 'b<=c', 'c<=d', 'd<=c', 'c<=b']
# [['out', 'not-in', -1, 'no'], ['in', 0, 'yes'], ['in', 0, 'yes'], ['in', 5, 'no'], ['out', 'not-in', 9, 'no']]
# ['in', 0.5, 'yes']
# ('b<c', False)
# ['a<b', 'made c', 'b<c', 'b<a']
# True
# UnboundLocalError: cannot access local variable 'm' where it is not associated with a value
# -llll---llll-dd-
# TypeError: '<' not supported between instances of 'int' and 'str'
# TypeError: '<' not supported between instances of 'int' and 'str'
# False
