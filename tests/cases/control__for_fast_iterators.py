# for-loops over lists, tuples, strings and reversed sequences run without a call per item;
# they must still see changes made to the sequence during the loop, as CPython's do.

items = [1, 2, 3, 4]
seen = []
for x in reversed(items):
    seen.append(x)
    if x == 3:
        items.clear()
print(seen, items)

items = [1, 2, 3, 4, 5]
seen = []
for x in reversed(items):
    seen.append(x)
    if x == 5:
        del items[1:]
print(seen)

items = [1, 2, 3]
seen = []
for x in items:
    seen.append(x)
    if len(items) < 6:
        items.append(x * 10)
print(seen)

seen = []
it = reversed((1, 2, 3))
for x in it:
    seen.append(x)
print(seen, list(it), next(it, "done"))

text = "héllo wörld ✓"
print([c for c in text], "".join(reversed(text)))
for ch in "":
    print("never")
print([t for t in ()], [r for r in reversed([])])


def nested():
    out = []
    for a in (1, 2):
        for b in "ab":
            for c in reversed([a, b]):
                out.append(c)
    return out


print(nested())

# ---- expected stdout ----
# [4, 3] []
# [5]
# [1, 2, 3, 10, 20, 30]
# [3, 2, 1] [] done
# ['h', 'é', 'l', 'l', 'o', ' ', 'w', 'ö', 'r', 'l', 'd', ' ', '✓'] ✓ dlröw olléh
# [] []
# ['a', 1, 'b', 1, 'a', 2, 'b', 2]
