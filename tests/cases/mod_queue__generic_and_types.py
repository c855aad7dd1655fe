import queue
print(queue.Queue[int] is not None, isinstance(queue.LifoQueue(), queue.Queue), isinstance(queue.PriorityQueue(), queue.Queue))
q = queue.Queue(maxsize=0)
for i in range(1000):
    q.put(i)
print(q.qsize(), q.full(), sum(q.get() for _ in range(1000)))

# ---- expected stdout ----
# True True True
# 1000 False 499500
