import queue
s = queue.LifoQueue()
for i in range(5):
    s.put(i)
print([s.get() for _ in range(5)], s.empty())
b = queue.LifoQueue(1)
b.put("x")
try:
    b.put("y", block=False)
except queue.Full:
    print("lifo full")

# ---- expected stdout ----
# [4, 3, 2, 1, 0] True
# lifo full
