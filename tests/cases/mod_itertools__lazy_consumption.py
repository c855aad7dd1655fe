import itertools

def source():
    for i in range(5):
        print("yield", i)
        yield i

ch = itertools.chain(source(), source())
print("created")
print(next(ch))
dw = itertools.dropwhile(lambda v: v < 2, source())
print("dropwhile created")
print(next(dw))
acc = itertools.accumulate(source())
print(next(acc), next(acc))
m = itertools.islice(source(), 1, 2)
print(list(m))
big = itertools.product(itertools.repeat(1, 3), repeat=2)
print(list(big))
evens = (x for x in itertools.count() if x % 2 == 0)
print(list(itertools.islice(evens, 5)))

# ---- expected stdout ----
# created
# yield 0
# 0
# dropwhile created
# yield 0
# yield 1
# yield 2
# 2
# yield 0
# yield 1
# 0 1
# yield 0
# yield 1
# [1]
# [(1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1)]
# [0, 2, 4, 6, 8]
