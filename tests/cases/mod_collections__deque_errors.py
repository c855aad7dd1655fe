from collections import deque
d = deque()
for op in (d.pop, d.popleft):
    try:
        op()
    except IndexError as e:
        print("IndexError:", e)
d.extend([1, 2])
try:
    d[5]
except IndexError as e:
    print("IndexError:", e)
try:
    d.remove(9)
except ValueError as e:
    print("ValueError:", e)
try:
    d.index(9)
except ValueError as e:
    print("ValueError:", e)
full = deque([1], maxlen=1)
try:
    full.insert(0, 2)
except IndexError as e:
    print("IndexError:", e)
print(deque([1, 2]) == deque([1, 2]), deque([1]) == [1], deque([1, 2]) < deque([1, 3]))
print(deque([1]) + deque([2]), deque([1, 2]) * 2)

# ---- expected stdout ----
# IndexError: pop from an empty deque
# IndexError: pop from an empty deque
# IndexError: deque index out of range
# ValueError: 9 is not in deque
# ValueError: 9 is not in deque
# IndexError: deque already at its maximum size
# True False True
# deque([1, 2]) deque([1, 2, 1, 2])
