from collections import deque
d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(d)
d.appendleft(-1)
print(d, d.maxlen)
d.extend([10, 11])
print(d)
z = deque([1, 2], maxlen=0)
z.append(5)
print(z)
last3 = deque("abcdefg", 3)
print(last3)
try:
    d.maxlen = 5
except AttributeError:
    print("maxlen is read-only")
try:
    deque([], -1)
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# deque([0], maxlen=3)
# deque([0, 1], maxlen=3)
# deque([0, 1, 2], maxlen=3)
# deque([1, 2, 3], maxlen=3)
# deque([2, 3, 4], maxlen=3)
# deque([3, 4, 5], maxlen=3)
# deque([-1, 3, 4], maxlen=3) 3
# deque([4, 10, 11], maxlen=3)
# deque([], maxlen=0)
# deque(['e', 'f', 'g'], maxlen=3)
# maxlen is read-only
# ValueError: maxlen must be non-negative
