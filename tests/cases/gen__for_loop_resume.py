# A for loop drives a generator; the generator's state must stay consistent however the
# loop or the generator ends.
def count(n):
    for i in range(n):
        yield i
    return "done"

g = count(5)
for x in g:
    print("a", x)
    if x == 1:
        break
print("resumed by next:", next(g))
for x in g:
    print("b", x)
print("exhausted:", list(g))

def failing():
    yield 1
    raise ValueError("inside")

h = failing()
try:
    for x in h:
        print("c", x)
except ValueError as e:
    print("caught", e)
print("after error:", list(h))

def leaks_stop():
    yield 1
    raise StopIteration("x")

try:
    for x in leaks_stop():
        print("d", x)
except RuntimeError as e:
    print(type(e).__name__, e)

def selfish():
    for y in s:
        yield y
    yield 0

s = selfish()
try:
    for x in s:
        print("e", x)
except ValueError as e:
    print("ValueError", e)

def outer():
    yield from count(3)
    yield "tail"

print([x for x in outer()])
for a in count(2):
    for b in count(2):
        print("pair", a, b)

def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("finally ran")

for x in with_finally():
    print("f", x)

def deep(n):
    if n:
        for v in deep(n - 1):
            yield v + 1
    else:
        yield 0

print(list(deep(50)))
for v in deep(3):
    print("deep", v)

# ---- expected stdout ----
# a 0
# a 1
# resumed by next: 2
# b 3
# b 4
# exhausted: []
# c 1
# caught inside
# after error: []
# d 1
# RuntimeError generator raised StopIteration
# ValueError generator already executing
# [0, 1, 2, 'tail']
# pair 0 0
# pair 0 1
# pair 1 0
# pair 1 1
# f 1
# f 2
# finally ran
# [50]
# deep 3
