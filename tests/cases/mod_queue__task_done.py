import queue
q = queue.Queue()
for job in ["a", "b"]:
    q.put(job)
while not q.empty():
    job = q.get()
    print("processing", job)
    q.task_done()
q.join()
print("all done", q.unfinished_tasks)
try:
    q.task_done()
except ValueError as e:
    print("ValueError:", e)

# ---- expected stdout ----
# processing a
# processing b
# all done 0
# ValueError: task_done() called too many times
