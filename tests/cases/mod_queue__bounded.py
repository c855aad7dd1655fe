import queue
q = queue.Queue(maxsize=2)
q.put(1)
q.put_nowait(2)
print(q.full(), q.qsize())
try:
    q.put_nowait(3)
except queue.Full:
    print("full")
try:
    q.put(3, timeout=0.01)
except queue.Full:
    print("full after timeout")
print(q.get(), q.full())
q.put(3)
print([q.get() for _ in range(2)])

# ---- expected stdout ----
# True 2
# full
# full after timeout
# 1 False
# [2, 3]
