from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], d[2])
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d, list(d), 7 in d, 99 in d)
d[0] = 100
del d[1]
print(d, d.count(7), d.index(7))
print(deque(), deque("abc"), deque(range(3), maxlen=5))

# ---- expected stdout ----
# deque([0, 1, 2, 3, 4]) 5 0 4 2
# 4 0 deque([1, 2, 3])
# deque([-2, -1, 1, 2, 3, 7, 8]) [-2, -1, 1, 2, 3, 7, 8] True False
# deque([100, 1, 2, 3, 7, 8]) 1 4
# deque([]) deque(['a', 'b', 'c']) deque([0, 1, 2], maxlen=5)
