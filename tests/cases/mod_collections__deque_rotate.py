from collections import deque
d = deque(range(6))
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.rotate(13)
print(d)
d.reverse()
print(d)
d.insert(2, "x")
print(d)
d.remove("x")
print(d, list(reversed(d)))
d.clear()
print(d, bool(d))

# ---- expected stdout ----
# deque([4, 5, 0, 1, 2, 3])
# deque([1, 2, 3, 4, 5, 0])
# deque([0, 1, 2, 3, 4, 5])
# deque([5, 4, 3, 2, 1, 0])
# deque([5, 4, 'x', 3, 2, 1, 0])
# deque([5, 4, 3, 2, 1, 0]) [0, 1, 2, 3, 4, 5]
# deque([]) False
