# Local-variable patterns the compiler fuses into one instruction (`x += k`, `y = a op b`,
# `for x in ...` into a local, `obj.attr` on a local) must behave exactly like the
# unfused sequence for every type, not only ints and floats.


def accumulate(items, start):
    total = start
    count = 0
    for item in items:
        total += item
        count += 1
        doubled = item * 2
        shifted = item + start
    return total, count, doubled, shifted


print(accumulate([1, 2, 3], 0))
print(accumulate([1.5, 2.5], 0.5))
print(accumulate(["a", "b"], "s"))
print(accumulate([[1], [2]], []))
print(accumulate([2 ** 62, 2 ** 62], 2 ** 62))


def gen(n):
    for i in range(n):
        yield i * i


def loops():
    out = []
    for sq in gen(4):
        out.append(sq)
    for ch in "hey":
        out.append(ch)
    for k in {"a": 1, "b": 2}:
        out.append(k)
    nums = [1, 2, 3]
    for n in nums:
        if n == 1:
            nums.append(4)
        out.append(n)
    for i in range(10, 0, -3):
        out.append(i)
    return out


print(loops())


class Box:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


def read(b):
    return b.v, b.get()


print(read(Box(3)), read(Box("x")))


def unbound_inplace():
    if False:
        x = 0
    x += 1


def unbound_attr():
    if False:
        b = Box(1)
    return b.v


for fn in (unbound_inplace, unbound_attr):
    try:
        fn()
    except UnboundLocalError as e:
        print(type(e).__name__, e)


def bad_mix(a, b):
    c = a - b
    return c


try:
    bad_mix("a", 1)
except TypeError as e:
    print(e)


def missing_attr(b):
    return b.nope


try:
    missing_attr(Box(1))
except AttributeError as e:
    print(e)


def overflow_to_big():
    x = 2 ** 62
    x += x
    y = x * 4
    z = -9223372036854775807
    z -= 2
    return x, y, z


print(overflow_to_big())


def divide():
    a = 7
    b = 2
    q = a / b
    r = a // b
    m = -7 % 3
    a /= b
    return q, r, m, a


print(divide())
try:
    zero = 0
    n = 1
    n //= zero
except ZeroDivisionError as e:
    print(e)

# ---- expected stdout ----
# (6, 3, 6, 3)
# (4.5, 2, 5.0, 3.0)
# ('sab', 2, 'bb', 'bs')
# ([1, 2], 2, [2, 2], [2, 1, 2])
# (13835058055282163712, 2, 9223372036854775808, 9223372036854775808)
# [0, 1, 4, 9, 'h', 'e', 'y', 'a', 'b', 1, 2, 3, 4, 10, 7, 4, 1]
# (3, 3) ('x', 'x')
# UnboundLocalError cannot access local variable 'x' where it is not associated with a value
# UnboundLocalError cannot access local variable 'b' where it is not associated with a value
# unsupported operand type(s) for -: 'str' and 'int'
# 'Box' object has no attribute 'nope'
# (9223372036854775808, 36893488147419103232, -9223372036854775809)
# (3.5, 3, 2, 3.5)
# integer division or modulo by zero
