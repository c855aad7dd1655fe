import bisect

calls = [
    lambda: bisect.bisect(),
    lambda: bisect.bisect([1]),
    lambda: bisect.bisect([1], 1, foo=2),
    lambda: bisect.bisect([1], 1, 0, 1, 2),
    lambda: bisect.bisect([1, 2], "a"),
    lambda: bisect.bisect(5, 1),
    lambda: bisect.insort((1, 2), 3),
    lambda: bisect.bisect([1], 1, lo="a"),
]
for c in calls:
    try:
        c()
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# TypeError bisect_right() missing required argument 'a' (pos 1)
# TypeError bisect_right() missing required argument 'x' (pos 2)
# TypeError 'foo' is an invalid keyword argument for bisect_right()
# TypeError bisect_right() takes at most 4 positional arguments (5 given)
# TypeError '<' not supported between instances of 'str' and 'int'
# TypeError object of type 'int' has no len()
# AttributeError 'tuple' object has no attribute 'insert'
# TypeError 'str' object cannot be interpreted as an integer
