# Equal keys of different types keep the first one; floats and tuples hash as in CPython.
print(set([1, 1.0, True]), set([True, 1, 1.0]), set([1.0, True]))
print(set([0, False, 0.0, 2, 2.0]))
s = set([1.5, 2.5, 0.25, -0.5, 3.0, 3])
print(s)
print(set([float(i) / 4 for i in range(10)]))
print(set([(1, 2), (2, 1), (0, 0), (1,), ()]))
t = set()
for i in range(6):
    t.add((i, i * i))
print(t)
print(set([(1, 2.0), (1.0, 2), (True, 2)]))
s = set([1, 2, 3])
s.add(1.0)
s.discard(2.0)
print(s, 1.0 in s, 2 in s)

# ---- expected stdout ----
# {1} {True} {1.0}
# {0, 2}
# {0.25, 1.5, 2.5, 3.0, -0.5}
# {0.0, 0.25, 1.0, 0.5, 0.75, 1.25, 1.5, 1.75, 2.0, 2.25}
# {(1, 2), (2, 1), (0, 0), (1,), ()}
# {(2, 4), (4, 16), (0, 0), (1, 1), (3, 9), (5, 25)}
# {(1, 2.0)}
# {1, 3} True False
