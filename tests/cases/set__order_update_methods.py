# In-place update methods keep CPython's layout.
s = set([1, 9, 17])
s.update([25, 2], set([33, 10]))
print(s)
s.intersection_update([25, 9, 10, 100])
print(s)
s = set(range(0, 64, 8))
s.difference_update([0, 16, 32])
print(s)
s.symmetric_difference_update([8, 1, 24, 65])
print(s)
s = set(range(20))
s.difference_update(range(0, 20, 2))
print(s)
s.update(range(100, 140, 8))
print(s)
s = set([3, 11])
s.update({19: 0, 3: 1, 27: 2})
print(s)
s = set([1, 2, 3])
s.update(s)
s.symmetric_difference_update(s)
print(s)

# ---- expected stdout ----
# {1, 2, 33, 9, 10, 17, 25}
# {25, 10, 9}
# {8, 40, 48, 24, 56}
# {1, 65, 40, 48, 56}
# {1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
# {1, 3, 5, 7, 9, 11, 132, 13, 15, 17, 19, 100, 108, 116, 124}
# {3, 19, 27, 11}
# set()
