# Arithmetic whose left operand is an intermediate result (not a local): with a constant
# right operand, stored straight into a local, overflowing to big ints, falling back to
# other types, and raising with the right message.
class Meters:
    def __init__(self, v):
        self.v = v

    def __mul__(self, k):
        return Meters(self.v * k)

    def __add__(self, other):
        return Meters(self.v + (other.v if isinstance(other, Meters) else other))

    def __repr__(self):
        return f"Meters({self.v})"


def numbers(a, b, xs):
    r = []
    d = (a + b) * 2
    r.append(d)
    e = (a - b) * 1.5
    r.append(e)
    g = xs[0] + xs[1]
    r.append(g)
    h = (a * b) * 10**18 * 10**18
    r.append(h)
    i = (a * 3) % 7 - 1
    r.append(i)
    j = (a / b) // 0.25
    r.append(j)
    k = -(a + b) ** 2
    r.append(k)
    r.append((xs[0] * 2 + xs[1]) * 3 - 1)
    r.append((a << 2) | 1)
    # Right operand a local.
    r.append((a + b) * b)
    r.append((a * 1.5) - b)
    r.append((xs[0] - a) // b)
    return r


def others(s, items, m):
    r = []
    t = (s + s) * 2
    r.append(t)
    u = (items + items) * 2
    r.append(u)
    w = (m * 2) + 1
    r.append(w)
    z = (m + m) * 3
    r.append(z)
    r.append(("%s-%s" % (s, s)) + "!")
    n = 3
    r.append((s + "|") * n)
    r.append((m + m) * n)
    try:
        r.append((s * 2) - n)
    except TypeError as exc:
        r.append(str(exc))
    return r


print(numbers(7, 3, [2, 5]))
print(numbers(2**62, 2**62, [2**63, 1.5]))
print(others("ab", [1], Meters(2)))
for bad in ("text", None, [1]):
    try:
        v = (bad + bad) * 0.5
    except TypeError as exc:
        print("TypeError:", exc)
try:
    q = (3 - 3) * 1
    print(10 / q)
except ZeroDivisionError as exc:
    print("ZeroDivisionError:", exc)


def divide(a, b):
    c = (a + b) // 0
    return c


try:
    divide(1, 2)
except ZeroDivisionError as exc:
    print("ZeroDivisionError:", exc)

# ---- expected stdout ----
# [20, 6.0, 7, 21000000000000000000000000000000000000, -1, 9.0, -100, 26, 29, 30, 7.5, -2]
# [18446744073709551616, 0.0, 9.223372036854776e+18, 21267647932558653966460912964485513216000000000000000000000000000000000000, 4, 4.0, -85070591730234615865843651857942052864, 5.5340232221128655e+19, 18446744073709551617, 42535295865117307932921825928971026432, 2.305843009213694e+18, 1]
# ['abababab', [1, 1, 1, 1], Meters(5), Meters(12), 'ab-ab!', 'ab|ab|ab|', Meters(12), "unsupported operand type(s) for -: 'str' and 'int'"]
# TypeError: can't multiply sequence by non-int of type 'float'
# TypeError: unsupported operand type(s) for +: 'NoneType' and 'NoneType'
# TypeError: can't multiply sequence by non-int of type 'float'
# ZeroDivisionError: division by zero
# ZeroDivisionError: integer division or modulo by zero
