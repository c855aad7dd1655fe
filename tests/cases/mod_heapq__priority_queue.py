import heapq

tasks = []
counter = 0
for prio, name in [(3, "write"), (1, "plan"), (2, "test"), (1, "coffee"), (5, "ship")]:
    heapq.heappush(tasks, (prio, counter, name))
    counter += 1
order = []
while tasks:
    prio, _, name = heapq.heappop(tasks)
    order.append((prio, name))
print(order)

def dijkstra(graph, start):
    dist = {start: 0}
    pq = [(0, start)]
    while pq:
        d, node = heapq.heappop(pq)
        if d > dist.get(node, float("inf")):
            continue
        for nxt, w in graph[node]:
            nd = d + w
            if nd < dist.get(nxt, float("inf")):
                dist[nxt] = nd
                heapq.heappush(pq, (nd, nxt))
    return dist

g = {"a": [("b", 4), ("c", 1)], "b": [("d", 1)], "c": [("b", 2), ("d", 5)], "d": []}
print(sorted(dijkstra(g, "a").items()))

# ---- expected stdout ----
# [(1, 'plan'), (1, 'coffee'), (2, 'test'), (3, 'write'), (5, 'ship')]
# [('a', 0), ('b', 3), ('c', 1), ('d', 4)]
