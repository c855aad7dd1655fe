# `for i, x in enumerate(gen)` runs the generator inline; numbering, start values, early
# exits, errors and interleaved next() calls must all behave as with any iterator.


def count_up(n):
    for k in range(n):
        yield k * 10
    return "done"


print([pair for pair in enumerate(count_up(4))])
print([(i, x) for i, x in enumerate(count_up(3), start=5)])

# Interleaving next() on the enumerate object with the loop that drives it.
e = enumerate(count_up(6), 100)
print(next(e))
for i, x in e:
    print("loop", i, x)
    if i == 102:
        print("next inside", next(e))
    if i == 104:
        break
print("after break", list(e))


# An exception raised inside the generator reaches the loop, with the generator finished.
def faulty():
    yield "a"
    yield "b"
    raise KeyError("boom")


g = faulty()
try:
    for i, x in enumerate(g):
        print("got", i, x)
except KeyError as exc:
    print("caught", repr(exc))
print("finished generator gives", list(g))


# Nested: an enumerate over a generator that itself enumerates a generator.
def labelled(src):
    for i, x in enumerate(src):
        yield f"{i}:{x}"


for i, label in enumerate(labelled(count_up(3)), 1):
    print(i, label)


# The generator sees the enumerate object while it runs (re-entering it is an error).
def sneaky():
    yield 1
    try:
        next(holder[0])
    except ValueError as exc:
        print("ValueError:", exc)
    yield 2


holder = [enumerate(sneaky())]
for pair in holder[0]:
    print(pair)


# A generator that returns early, and an empty one.
def empty():
    return
    yield


print(list(enumerate(empty())), sum(i for i, _ in enumerate(count_up(1000))))

# ---- expected stdout ----
# [(0, 0), (1, 10), (2, 20), (3, 30)]
# [(5, 0), (6, 10), (7, 20)]
# (100, 0)
# loop 101 10
# loop 102 20
# next inside (103, 30)
# loop 104 40
# after break [(105, 50)]
# got 0 a
# got 1 b
# caught KeyError('boom')
# finished generator gives []
# 1 0:0
# 2 1:10
# 3 2:20
# (0, 1)
# ValueError: generator already executing
# (1, 2)
# [] 499500
