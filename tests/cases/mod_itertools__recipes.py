import itertools
import operator

def take(n, iterable):
    return list(itertools.islice(iterable, n))

def flatten(list_of_lists):
    return itertools.chain.from_iterable(list_of_lists)

def powerset(iterable):
    s = list(iterable)
    return itertools.chain.from_iterable(itertools.combinations(s, r) for r in range(len(s) + 1))

def unique_justseen(iterable, key=None):
    return map(next, map(operator.itemgetter(1), itertools.groupby(iterable, key)))

def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return itertools.zip_longest(*args, fillvalue=fillvalue)

def sliding_window(iterable, n):
    its = itertools.tee(iterable, n)
    for i, it in enumerate(its):
        for _ in range(i):
            next(it, None)
    return zip(*its)

print(take(3, itertools.count(5)))
print(list(flatten([[1, 2], [3], []])))
print(list(powerset([1, 2, 3])))
print(list(unique_justseen("AAAABBBCCDAABBB")))
print(list(unique_justseen("ABBcCAD", str.lower)))
print(list(grouper("ABCDEFG", 3, "x")))
print(list(sliding_window("ABCDEF", 3)))
print(sum(1 for _ in itertools.combinations(range(12), 4)))
print(list(itertools.starmap(operator.mul, zip(range(5), itertools.count(1)))))

# ---- expected stdout ----
# [5, 6, 7]
# [1, 2, 3]
# [(), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3)]
# ['A', 'B', 'C', 'D', 'A', 'B']
# ['A', 'B', 'c', 'A', 'D']
# [('A', 'B', 'C'), ('D', 'E', 'F'), ('G', 'x', 'x')]
# [('A', 'B', 'C'), ('B', 'C', 'D'), ('C', 'D', 'E'), ('D', 'E', 'F')]
# 495
# [0, 2, 6, 12, 20]
