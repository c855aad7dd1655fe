from collections import deque
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
def bfs(start):
    seen = {start}
    order = []
    q = deque([start])
    while q:
        node = q.popleft()
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                q.append(nxt)
    return order
print(bfs("a"))
q = deque()
total = 0
for i in range(10000):
    q.append(i)
    if len(q) > 100:
        total += q.popleft()
print(total, len(q), q[0], q[-1])

# ---- expected stdout ----
# ['a', 'b', 'c', 'd', 'e', 'f']
# 49000050 100 9900 9999
