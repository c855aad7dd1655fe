# Sets built element by element iterate in CPython's slot order, not insertion order.
s = set()
for x in [3, 1, 2]:
    s.add(x)
print(s, list(s))
print(set([5, 0, 7, 8]), set([8, 7, 0, 5]))
print(set([7, 15]), set([15, 7]), set([15, 7, 1]))
print(set([0, 8, 16, 24]), set([24, 16, 8, 0]))
s = set([10, 20, 30, 40])
s.remove(20)
s.discard(99)
print(s)
s.add(12)
s.add(4)
print(s)
s.discard(10)
s.add(2)
s.add(18)
print(s)
t = set()
for x in range(12, 0, -3):
    t.add(x)
print(t)
for x in list(t):
    t.discard(x)
    t.add(x + 16)
print(t, len(t))

# ---- expected stdout ----
# {1, 2, 3} [1, 2, 3]
# {0, 8, 5, 7} {8, 0, 5, 7}
# {15, 7} {7, 15} {1, 7, 15}
# {0, 8, 16, 24} {24, 16, 8, 0}
# {40, 10, 30}
# {4, 40, 10, 12, 30}
# {2, 4, 40, 12, 18, 30}
# {9, 3, 12, 6}
# {25, 19, 28, 22} 4
