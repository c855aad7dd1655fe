import queue
q = queue.Queue()
try:
    q.get(timeout=0.01)
except queue.Empty as e:
    print("Empty:", repr(e), issubclass(queue.Empty, Exception))
try:
    q.get(timeout=-1)
except ValueError as e:
    print("ValueError:", e)
q.get(block=False)

# ---- expected stdout ----
# Empty: Empty() True
# ValueError: 'timeout' must be a non-negative number
# ---- expected exception ----
# _queue.Empty
