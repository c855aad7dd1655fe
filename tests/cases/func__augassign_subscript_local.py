# `local[k] op= v` inside functions: item reads and writes, evaluation order, errors and
# containers other than lists must all behave as in CPython.


class Logged:
    def __init__(self, data):
        self.data = data

    def __getitem__(self, k):
        print("get", k)
        return self.data[k]

    def __setitem__(self, k, v):
        print("set", k, v)
        self.data[k] = v


def lists():
    xs = [1.5, 2, "a", [1]]
    i = 1
    xs[0] += 1
    xs[i] *= 10
    xs[2] += "b"
    xs[-1] += [2]
    xs[i] -= xs[0] * 2
    print(xs)


def order():
    xs = [10, 20]

    def grow():
        xs.append(99)
        xs[0] = 1000
        return 5

    # The item is read before the right-hand side runs (CPython's order).
    xs[0] += grow()
    print(xs)
    ys = [1, 2, 3]
    ys[0] += (ys := [7, 8, 9])[1]
    print(ys)


def others():
    d = {"a": 1}
    k = "a"
    d[k] += 5
    d["a"] *= 2
    print(d)
    lg = Logged([1, 2, 3])
    lg[1] += 40
    print(lg.data)
    counts = {}
    for w in "a b a c a b".split():
        counts[w] = counts.get(w, 0) + 1
    for w in "a b".split():
        counts[w] += 100
    print(counts)


def string_keys():
    g = {"orders": 0, "revenue": 0.0}
    for qty in (3, 4):
        g["orders"] += 1
        g["revenue"] += qty * 2.5
    print(g)
    try:
        g["missing"] -= 1
    except KeyError as e:
        print("KeyError", e)


def errors():
    xs = [1, 2]
    for key, target in [(5, xs), (0, (1, 2)), ("x", xs)]:
        try:
            target[key] += 1
        except (IndexError, TypeError) as e:
            print(type(e).__name__, e)
    d = {}
    try:
        d["missing"] += 1
    except KeyError as e:
        print("KeyError", e)
    try:
        unbound[0] += 1
        unbound = []
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


lists()
string_keys()
order()
others()
errors()
print([sum(row) for row in [[1, 2], [3, 4]]])

# ---- expected stdout ----
# [2.5, 15.0, 'ab', [1, 2]]
# {'orders': 2, 'revenue': 17.5}
# KeyError 'missing'
# [15, 20, 99]
# [7, 8, 9]
# {'a': 12}
# get 1
# set 1 42
# [1, 42, 3]
# {'a': 103, 'b': 102, 'c': 1}
# IndexError list index out of range
# TypeError 'tuple' object does not support item assignment
# TypeError list indices must be integers or slices, not str
# KeyError 'missing'
# UnboundLocalError cannot access local variable 'unbound' where it is not associated with a value
# [3, 7]
