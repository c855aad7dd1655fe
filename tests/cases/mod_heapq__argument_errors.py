# heapq, functools.reduce and keyword give CPython's wording for wrong arguments.
import functools
import heapq
import keyword


def show(f, *args, **kwargs):
    try:
        print(f(*args, **kwargs))
    except TypeError as e:
        print(type(e).__name__, e)


show(heapq.heappush, [])
show(heapq.heappush, [], 1, x=1)
show(heapq.heappop)
show(heapq.heappop, [], [])
show(heapq.heapify, [], x=1)
show(heapq.heapreplace, [1])
show(heapq.heappushpop, [1], 2, 3)
show(heapq.nsmallest)
show(heapq.nsmallest, 1)
show(heapq.nsmallest, 2, [3, 1, 2], None)
show(heapq.nsmallest, 2, [3, 1, 2], lambda x: -x)
show(heapq.nlargest, 1, [1, 2], None, 4)
show(heapq.nsmallest, 1, [], foo=1)
show(heapq.nlargest, 1, [], n=1)
show(heapq.nlargest, n=1, iterable=[5, 6])
show(functools.reduce)
show(functools.reduce, len)
show(functools.reduce, len, [], 1, 2)
show(functools.reduce, lambda a, b: a + b, [1, 2], initial=3)
show(functools.reduce, lambda a, b: a + b, [1, 2], 3)
show(keyword.iskeyword)
show(keyword.iskeyword, "if", "x")
show(keyword.iskeyword, x="if")
show(keyword.issoftkeyword)
show(keyword.issoftkeyword, "match")
show(lambda: list(heapq.merge([1], foo=1)))
show(lambda: list(heapq.merge([1], key=None, reverse=False, foo=1)))
show(lambda: list(heapq.merge([3, 1], [2], key=lambda x: -x, reverse=True)))

# ---- expected stdout ----
# TypeError heappush expected 2 arguments, got 1
# TypeError _heapq.heappush() takes no keyword arguments
# TypeError _heapq.heappop() takes exactly one argument (0 given)
# TypeError _heapq.heappop() takes exactly one argument (2 given)
# TypeError _heapq.heapify() takes no keyword arguments
# TypeError heapreplace expected 2 arguments, got 1
# TypeError heappushpop expected 2 arguments, got 3
# TypeError nsmallest() missing 2 required positional arguments: 'n' and 'iterable'
# TypeError nsmallest() missing 1 required positional argument: 'iterable'
# [1, 2]
# [3, 2]
# TypeError nlargest() takes from 2 to 3 positional arguments but 4 were given
# TypeError nsmallest() got an unexpected keyword argument 'foo'
# TypeError nlargest() got multiple values for argument 'n'
# [6]
# TypeError reduce expected at least 2 arguments, got 0
# TypeError reduce expected at least 2 arguments, got 1
# TypeError reduce expected at most 3 arguments, got 4
# TypeError reduce() takes no keyword arguments
# 6
# TypeError frozenset.__contains__() takes exactly one argument (0 given)
# TypeError frozenset.__contains__() takes exactly one argument (2 given)
# TypeError frozenset.__contains__() takes no keyword arguments
# TypeError frozenset.__contains__() takes exactly one argument (0 given)
# True
# TypeError merge() got an unexpected keyword argument 'foo'
# TypeError merge() got an unexpected keyword argument 'foo'
# [2, 3, 1]
