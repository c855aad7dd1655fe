import queue
q = queue.Queue()
for item in ["a", "b", "c"]:
    q.put(item)
print(q.qsize(), q.empty(), q.full())
print(q.get(), q.get_nowait(), q.get(block=False), q.empty())
try:
    q.get_nowait()
except queue.Empty:
    print("empty")
print(q.maxsize, queue.Queue(5).maxsize)

# ---- expected stdout ----
# 3 False False
# a b c True
# empty
# 0 5
