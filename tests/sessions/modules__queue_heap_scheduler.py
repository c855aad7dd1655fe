# A small task scheduler with heapq and queue.PriorityQueue.
# ---- step ----
import heapq, queue
tasks = [(3, "write report"), (1, "fix prod bug"), (2, "review PR"), (1, "answer email")]
heap = []
for t in tasks:
    heapq.heappush(heap, t)
[heapq.heappop(heap) for _ in range(len(heap))]
# ---- step ----
q = queue.PriorityQueue()
for prio, name in tasks:
    q.put((prio, name))
print(q.qsize(), q.empty())
order = []
while not q.empty():
    order.append(q.get()[1])
order
# ---- step ----
fifo = queue.Queue(maxsize=2)
fifo.put("a")
fifo.put("b")
print(fifo.full(), fifo.get(), fifo.get_nowait())
fifo.get_nowait()
# ---- step ----
lifo = queue.LifoQueue()
for x in range(3):
    lifo.put(x)
print([lifo.get() for _ in range(3)])
merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0]))
heapq.heapify(data := [5, 2, 8, 1])
merged, data, heapq.heappushpop(data, 3)
# ---- expected ----
# {"ok": true, "output": [[1, "answer email"], [1, "fix prod bug"], [2, "review PR"], [3, "write report"]], "output_repr": "[(1, 'answer email'), (1, 'fix prod bug'), (2, 'review PR'), (3, 'write report')]", "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["answer email", "fix prod bug", "review PR", "write report"], "output_repr": "['answer email', 'fix prod bug', 'review PR', 'write report']", "logs": "4 False\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "Empty", "message": "", "line": 5, "rendered": "Code execution failed at line 'fifo.get_nowait()' due to: Empty: "}, "logs": "True a b\n", "is_final_answer": false}
# {"ok": true, "output": [[0, 1, 2, 3, 4, 9, 10], [2, 3, 8, 5], 1], "output_repr": "([0, 1, 2, 3, 4, 9, 10], [2, 3, 8, 5], 1)", "logs": "[2, 1, 0]\n", "is_final_answer": false}
