# deque, namedtuple, OrderedDict, ChainMap and defaultdict in a small BFS task.
# ---- step ----
from collections import deque, namedtuple, OrderedDict, ChainMap, defaultdict
Edge = namedtuple("Edge", ["src", "dst", "w"])
edges = [Edge("a", "b", 4), Edge("a", "c", 1), Edge("c", "b", 2), Edge("b", "d", 5), Edge("c", "d", 8)]
edges[1], edges[1].w, edges[0]._asdict()
# ---- step ----
graph = defaultdict(list)
for e in edges:
    graph[e.src].append(e.dst)
def bfs(start):
    order, q, seen = [], deque([start]), {start}
    while q:
        node = q.popleft()
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                q.append(nxt)
    return order
bfs("a")
# ---- step ----
d = deque(range(5), maxlen=3)
d.append(9)
d.appendleft(-1)
d.rotate(1)
print(d, list(d), d.maxlen)
# ---- step ----
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x")
od["w"] = 1
defaults = {"color": "red", "size": "M"}
cm = ChainMap({"size": "L"}, defaults)
print(list(od.items()), cm["size"], cm["color"], len(cm))
edges[0].w = 10
# ---- expected ----
# {"ok": true, "output": [["a", "c", 1], 1, {"src": "a", "dst": "b", "w": 4}], "output_repr": "(Edge(src='a', dst='c', w=1), 1, {'src': 'a', 'dst': 'b', 'w': 4})", "logs": "", "is_final_answer": false}
# {"ok": true, "output": ["a", "b", "c", "d"], "output_repr": "['a', 'b', 'c', 'd']", "logs": "", "is_final_answer": false}
# {"ok": true, "output": null, "output_repr": "None", "logs": "deque([4, -1, 3], maxlen=3) [4, -1, 3] 3\n", "is_final_answer": false}
# {"ok": false, "error": {"type": "AttributeError", "message": "can't set attribute", "line": 7, "rendered": "Code execution failed at line 'edges[0].w = 10' due to: AttributeError: can't set attribute"}, "logs": "[('y', 0), ('z', 0), ('x', 0), ('w', 1)] L red 2\n", "is_final_answer": false}
