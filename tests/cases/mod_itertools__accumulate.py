import itertools
import operator

print(list(itertools.accumulate([1, 2, 3, 4, 5])))
print(list(itertools.accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(itertools.accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
print(list(itertools.accumulate([1, 2, 3], initial=100)))
print(list(itertools.accumulate([], initial=7)), list(itertools.accumulate([])))
print(list(itertools.accumulate("abc")))
print(list(itertools.accumulate([1.5, 2, 3], lambda a, b: a * 10 + b)))
print(list(itertools.accumulate(iterable=[1, 2], func=None, initial=None)))
try:
    itertools.accumulate([1], foo=2)
except TypeError as e:
    print(e)
try:
    list(itertools.accumulate([1, "a"]))
except TypeError as e:
    print(e)

# ---- expected stdout ----
# [1, 3, 6, 10, 15]
# [1, 2, 6, 24, 120]
# [3, 3, 4, 4, 5, 9, 9, 9]
# [100, 101, 103, 106]
# [7] []
# ['a', 'ab', 'abc']
# [1.5, 17.0, 173.0]
# [1, 3]
# 'foo' is an invalid keyword argument for accumulate()
# unsupported operand type(s) for +: 'int' and 'str'
