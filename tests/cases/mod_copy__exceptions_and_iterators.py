import copy

e = ValueError("boom", 42)
e.extra = "note"
e2 = copy.copy(e)
print(repr(e2), e2.args, e2.extra, e2 is e, type(e2).__name__)
e3 = copy.deepcopy(KeyError([1]))
print(repr(e3))
it = iter([1, 2, 3])
next(it)
it2 = copy.copy(it)
print(list(it2), list(it))
r = iter(range(5))
next(r)
print(list(copy.copy(r)), list(r))

# ---- expected stdout ----
# ValueError('boom', 42) ('boom', 42) note False ValueError
# KeyError([1])
# [2, 3] [2, 3]
# [1, 2, 3, 4] [1, 2, 3, 4]
