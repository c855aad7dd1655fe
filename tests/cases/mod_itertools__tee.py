import itertools

a, b = itertools.tee([1, 2, 3, 4])
print(next(a), next(a), list(b), list(a))
x, y, z = itertools.tee(iter("abc"), 3)
print(list(x), list(y), list(z))
print(itertools.tee("abc", 0), len(itertools.tee("abc")))
pairs = itertools.tee(itertools.count())
print([next(pairs[0]) for _ in range(5)], next(pairs[1]))

def noisy():
    for i in range(3):
        print("produce", i)
        yield i

p, q = itertools.tee(noisy())
print(next(p))
print(next(q))
print(list(p), list(q))
print(type(itertools.tee([])[0]))
try:
    itertools.tee("abc", -1)
except ValueError as e:
    print(e)

# ---- expected stdout ----
# 1 2 [1, 2, 3, 4] [3, 4]
# ['a', 'b', 'c'] ['a', 'b', 'c'] ['a', 'b', 'c']
# () 2
# [0, 1, 2, 3, 4] 0
# produce 0
# 0
# 0
# produce 1
# produce 2
# [1, 2] [1, 2]
# <class 'itertools._tee'>
# n must be >= 0
