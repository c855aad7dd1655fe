# operator's functions and getters give CPython's wording for wrong arguments.
import operator


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except TypeError as e:
        print(type(e).__name__, e)


show(operator.is_)
show(operator.is_, 1, 2, 3)
show(operator.is_, 1, b=2)
show(operator.not_)
show(operator.not_, 1, 2)
show(operator.not_, 1, x=1)
show(operator.add, 1)
show(operator.iadd, 1)
show(operator.lt, 1)
show(operator.neg)
show(operator.abs)
show(operator.index)
show(operator.setitem, 1, 2)
show(operator.countOf, 1)
show(operator.length_hint)
show(operator.length_hint, 1, 2, 3)
show(operator.length_hint, [], default=1)
show(operator.call)
show(operator.itemgetter)
show(operator.itemgetter, 1, k=1)
show(operator.itemgetter(1))
show(operator.itemgetter(1), [1, 2], [3])
show(operator.itemgetter(1), [1, 2], k=1)
show(operator.attrgetter)
show(operator.attrgetter, "x", k=1)
show(operator.attrgetter("x"))
show(operator.methodcaller)
show(operator.methodcaller("x"))
show(operator.methodcaller("x"), 1, k=1)
print(operator.length_hint([1, 2]), operator.length_hint(iter([]), 5), operator.call(len, "ab"))

# ---- expected stdout ----
# TypeError is_ expected 2 arguments, got 0
# TypeError is_ expected 2 arguments, got 3
# TypeError _operator.is_() takes no keyword arguments
# TypeError _operator.not_() takes exactly one argument (0 given)
# TypeError _operator.not_() takes exactly one argument (2 given)
# TypeError _operator.not_() takes no keyword arguments
# TypeError add expected 2 arguments, got 1
# TypeError iadd expected 2 arguments, got 1
# TypeError lt expected 2 arguments, got 1
# TypeError _operator.neg() takes exactly one argument (0 given)
# TypeError _operator.abs() takes exactly one argument (0 given)
# TypeError _operator.index() takes exactly one argument (0 given)
# TypeError setitem expected 3 arguments, got 2
# TypeError countOf expected 2 arguments, got 1
# TypeError length_hint expected at least 1 argument, got 0
# TypeError length_hint expected at most 2 arguments, got 3
# TypeError _operator.length_hint() takes no keyword arguments
# TypeError call expected at least 1 argument, got 0
# TypeError itemgetter expected 1 argument, got 0
# TypeError itemgetter() takes no keyword arguments
# TypeError itemgetter expected 1 argument, got 0
# TypeError itemgetter expected 1 argument, got 2
# TypeError itemgetter() takes no keyword arguments
# TypeError attrgetter expected 1 argument, got 0
# TypeError attrgetter() takes no keyword arguments
# TypeError attrgetter expected 1 argument, got 0
# TypeError methodcaller needs at least one argument, the method name
# TypeError methodcaller expected 1 argument, got 0
# TypeError methodcaller() takes no keyword arguments
# 2 0 2
