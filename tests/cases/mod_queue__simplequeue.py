import queue
s = queue.SimpleQueue()
s.put(1)
s.put_nowait(2)
print(s.qsize(), s.empty(), s.get(), s.get_nowait(), s.empty())
try:
    s.get(block=False)
except queue.Empty:
    print("empty")
print(type(s).__name__)

# ---- expected stdout ----
# 2 False 1 2 True
# empty
# SimpleQueue
