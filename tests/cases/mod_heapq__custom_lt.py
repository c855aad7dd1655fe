import heapq

class Job:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost

    def __lt__(self, other):
        return self.cost < other.cost

    def __repr__(self):
        return f"{self.name}:{self.cost}"

h = []
for name, cost in [("a", 5), ("b", 2), ("c", 9), ("d", 2), ("e", 1)]:
    heapq.heappush(h, Job(name, cost))
print(h)
print([heapq.heappop(h) for _ in range(5)])
print(heapq.nsmallest(2, [Job("x", 3), Job("y", 1), Job("z", 2)]))

# ---- expected stdout ----
# [e:1, b:2, c:9, a:5, d:2]
# [e:1, b:2, d:2, a:5, c:9]
# [y:1, z:2]
