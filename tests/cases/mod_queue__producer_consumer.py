import queue
tasks = queue.Queue()
results = queue.PriorityQueue()
for n in [7, 3, 9, 1]:
    tasks.put(n)
while True:
    try:
        n = tasks.get_nowait()
    except queue.Empty:
        break
    results.put((n * n, n))
    tasks.task_done()
while not results.empty():
    print(results.get())

# ---- expected stdout ----
# (1, 1)
# (9, 3)
# (49, 7)
# (81, 9)
