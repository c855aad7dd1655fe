# Native sorting as agents use it: sorted()/list.sort over ints, floats, strings, tuples and
# dicts, with native keys (len, str.lower, operator.itemgetter/attrgetter), reverse, and
# stability-dependent multi-pass sorts. Prints a checksum.
from operator import itemgetter


def lcg(n, seed):
    state = seed
    out = []
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        out.append(state)
    return out


ints = lcg(200000, 3)
floats = [v / 7.0 for v in ints]
words = ["W%dord%d" % (v % 5000, v % 17) for v in ints[:100000]]
pairs = [(v % 1000, v % 7, v) for v in ints[:100000]]
rows = [{"name": w, "score": v % 997, "rank": v % 13} for w, v in zip(words, ints)]

checks = []
for _ in range(3):
    a = sorted(ints)
    b = sorted(floats, reverse=True)
    c = sorted(words)
    d = sorted(words, key=str.lower)
    e = sorted(words, key=len)
    f = sorted(pairs)
    g = sorted(rows, key=itemgetter("score"))
    h = sorted(rows, key=itemgetter("rank", "score"))
    i = list(ints)
    i.sort(reverse=True)
    j = sorted(pairs, key=itemgetter(1))
    j.sort(key=itemgetter(0))
    checks.append((a[1000], b[5], c[7], d[-1], e[0], f[99], g[3]["name"], h[-1]["name"], i[50], j[10]))
print("sort checksum:", checks[0], len(set(checks)))
