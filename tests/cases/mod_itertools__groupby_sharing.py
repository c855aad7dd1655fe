import itertools

it = itertools.groupby("aaabbc")
k1, g1 = next(it)
print(k1, next(g1))
k2, g2 = next(it)
print(k2, list(g1), list(g2))
print([k for k, g in it])

it = itertools.groupby([1, 1, 2, 2, 1])
groups = [(k, g) for k, g in it]
print([(k, list(g)) for k, g in groups])

calls = []
def key(x):
    calls.append(x)
    return x // 10

res = [(k, len(list(g))) for k, g in itertools.groupby([1, 5, 12, 15, 19, 31], key)]
print(res, calls)
source = iter([1, 1, 2])
gb = itertools.groupby(source)
k, g = next(gb)
print(list(g), list(source))

# ---- expected stdout ----
# a a
# b [] ['b', 'b']
# ['c']
# [(1, []), (2, []), (1, [])]
# [(0, 2), (1, 3), (3, 1)] [1, 5, 12, 15, 19, 31]
# [1, 1] []
