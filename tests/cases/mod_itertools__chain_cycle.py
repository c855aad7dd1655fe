import itertools

print(list(itertools.chain("ab", [1, 2], (), range(3))))
print(list(itertools.chain.from_iterable(["xy", "z", []])))
print(list(itertools.chain()), type(itertools.chain()))
c = itertools.chain([1], 5)
print(next(c))
try:
    next(c)
except TypeError as e:
    print(e)
cy = itertools.cycle("abc")
print([next(cy) for _ in range(7)])
print(list(itertools.cycle([])))

def gen():
    print("gen start")
    yield 1
    yield 2

cy = itertools.cycle(gen())
print([next(cy) for _ in range(5)])
print(isinstance(itertools.chain(), itertools.chain), itertools.chain.__name__)
try:
    itertools.chain.from_iterable(3)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# ['a', 'b', 1, 2, 0, 1, 2]
# ['x', 'y', 'z']
# [] <class 'itertools.chain'>
# 1
# 'int' object is not iterable
# ['a', 'b', 'c', 'a', 'b', 'c', 'a']
# []
# gen start
# [1, 2, 1, 2, 1]
# True chain
# 'int' object is not iterable
