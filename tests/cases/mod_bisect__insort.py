import bisect

a = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(a, x)
print(a)
b = [1, 1.0, 2]
bisect.insort_left(b, 1.0)
bisect.insort_right(b, True)
print(b, [type(v).__name__ for v in b])
c = [0, 10, 20]
bisect.insort(c, 15, 0, 1)
print(c)
words = []
for w in "the quick brown fox jumps".split():
    bisect.insort(words, w)
print(words)

# ---- expected stdout ----
# [1, 1, 2, 4, 5, 5, 6, 9]
# [1.0, 1, 1.0, True, 2] ['float', 'int', 'float', 'bool', 'int']
# [0, 15, 10, 20]
# ['brown', 'fox', 'jumps', 'quick', 'the']
