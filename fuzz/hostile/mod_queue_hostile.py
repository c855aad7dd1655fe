import queue
q = queue.Queue()
try:
    q.get(block=False)
except queue.Empty:
    print("Empty")
try:
    q.get()
except Exception as e:
    print(type(e).__name__)
q = queue.Queue(maxsize=1)
q.put(1)
try:
    q.put(2)
except Exception as e:
    print(type(e).__name__)
pq = queue.PriorityQueue()
class K:
    def __lt__(self, o):
        pq.put(K()) if pq.qsize() < 5 else None
        return True
for _ in range(10):
    try:
        pq.put(K())
    except Exception as e:
        print(type(e).__name__)
        break
print(pq.qsize() > 0)
