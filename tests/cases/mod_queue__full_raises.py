import queue
q = queue.Queue(1)
q.put("only")
print(queue.Full.__name__, issubclass(queue.Full, Exception))
q.put("again", block=False)

# ---- expected stdout ----
# Full True
# ---- expected exception ----
# queue.Full
