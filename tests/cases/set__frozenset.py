f = frozenset([1, 2, 3])
print(sorted(f), 2 in f, len(f), type(f).__name__)
d = {f: "frozen key"}
print(d[frozenset({3, 2, 1})])
print(frozenset([1]) == {1}, sorted(f | {4}), type(f | {4}).__name__)
try:
    f.add(4)
except AttributeError as e:
    print(e)

# ---- expected stdout ----
# [1, 2, 3] True 3 frozenset
# frozen key
# True [1, 2, 3, 4] frozenset
# 'frozenset' object has no attribute 'add'
