# Augmented assignment updates the set in place, as CPython does.
s = set([1, 2, 3, 4])
s.discard(2)
s |= set([10, 18])
print(s)
s = set(range(8))
s -= set([1, 3, 5])
s |= set([9, 17, 25])
print(s)
s &= set([25, 0, 9, 4, 17, 100])
print(s)
s ^= set([0, 33, 41])
print(s)
t = set(range(30))
t -= set(range(0, 30, 3))
print(t)

# ---- expected stdout ----
# {1, 18, 3, 4, 10}
# {0, 2, 4, 6, 7, 9, 17, 25}
# {0, 4, 9, 17, 25}
# {33, 4, 9, 41, 17, 25}
# {1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29}
