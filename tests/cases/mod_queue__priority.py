import queue
pq = queue.PriorityQueue()
for item in [(3, "low"), (1, "high"), (2, "mid"), (1, "also high"), (5, "x"), (0, "urgent"), (2, "mid2")]:
    pq.put(item)
out = []
while not pq.empty():
    out.append(pq.get())
print(out)
nums = queue.PriorityQueue()
for n in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    nums.put(n)
print([nums.get() for _ in range(nums.qsize())])

# ---- expected stdout ----
# [(0, 'urgent'), (1, 'also high'), (1, 'high'), (2, 'mid'), (2, 'mid2'), (3, 'low'), (5, 'x')]
# [1, 1, 2, 3, 4, 5, 5, 5, 6, 9]
