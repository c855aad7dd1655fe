import operator

g = operator.itemgetter(1)
print(g([10, 20, 30]), g("xyz"), g({1: "one"}))
print(operator.itemgetter(0, 2)("abc"), operator.itemgetter("a", "b")({"a": 1, "b": 2}))
print(operator.itemgetter(slice(1, None))("hello"))
rows = [("bob", 30), ("alice", 25), ("carol", 35)]
print(sorted(rows, key=operator.itemgetter(1)))
print(list(map(operator.itemgetter(0), rows)))
print(repr(operator.itemgetter(1)), repr(operator.itemgetter("a", 2)), type(g))
for call in [lambda: operator.itemgetter(), lambda: g(), lambda: g(1, 2), lambda: g([1]), lambda: g(5), lambda: g(x=1)]:
    try:
        call()
    except (TypeError, IndexError) as e:
        print(type(e).__name__, e)

# ---- expected stdout ----
# 20 y one
# ('a', 'c') (1, 2)
# ello
# [('alice', 25), ('bob', 30), ('carol', 35)]
# ['bob', 'alice', 'carol']
# operator.itemgetter(1) operator.itemgetter('a', 2) <class 'operator.itemgetter'>
# TypeError itemgetter expected 1 argument, got 0
# TypeError itemgetter expected 1 argument, got 0
# TypeError itemgetter expected 1 argument, got 2
# IndexError list index out of range
# TypeError 'int' object is not subscriptable
# TypeError itemgetter() takes no keyword arguments
