# itertools.batched (Python 3.12). CPython 3.11 lacks it, so there the same behaviour is
# written out here and the two outputs must agree.
import itertools

batched = getattr(itertools, "batched", None)
if batched is None:
    def batched(iterable, n):
        if n < 1:
            raise ValueError("n must be at least one")
        items = list(iterable)
        for start in range(0, len(items), n):
            yield tuple(items[start:start + n])

print(list(batched("ABCDEFG", 3)))
print(list(batched(range(6), 2)), list(batched([], 4)), list(batched("ab", 5)))
it = batched(iter(range(10)), 4)
print(next(it), next(it), next(it))
try:
    next(it)
except StopIteration:
    print("done")
try:
    list(batched("abc", 0))
except ValueError as e:
    print("ValueError:", e)
rows = [{"id": i} for i in range(7)]
print([len(chunk) for chunk in batched(rows, 3)])

# ---- expected stdout ----
# [('A', 'B', 'C'), ('D', 'E', 'F'), ('G',)]
# [(0, 1), (2, 3), (4, 5)] [] [('a', 'b')]
# (0, 1, 2, 3) (4, 5, 6, 7) (8, 9)
# done
# ValueError: n must be at least one
# [3, 3, 1]
