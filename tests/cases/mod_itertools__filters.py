import itertools

data = [1, 4, 6, 4, 1, 0, 7]
print(list(itertools.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(itertools.compress(range(10), itertools.cycle([True, False]))))
print(list(itertools.dropwhile(lambda x: x < 5, data)))
print(list(itertools.takewhile(lambda x: x < 5, data)))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))))
print(list(itertools.filterfalse(None, [0, 1, "", "a", None, [], [0]])))
it = iter(data)
tw = itertools.takewhile(lambda x: x < 5, it)
print(list(tw), next(it))
print(list(itertools.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(itertools.starmap(lambda *a: sum(a), [[1, 2, 3], (), "".join]) if False else itertools.starmap(max, ["ab", [3, 9]])))
try:
    itertools.compress("abc")
except TypeError as e:
    print(e)
try:
    itertools.dropwhile(None)
except TypeError as e:
    print(e)

# ---- expected stdout ----
# ['A', 'C', 'E', 'F']
# [0, 2, 4, 6, 8]
# [6, 4, 1, 0, 7]
# [1, 4]
# [0, 2, 4, 6, 8]
# [0, '', None, []]
# [1, 4] 4
# [32, 9, 1000]
# ['b', 9]
# compress() missing required argument 'selectors' (pos 2)
# dropwhile expected 2 arguments, got 1
