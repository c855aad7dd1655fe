import heapq

data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
heapq._heapify_max(data)
print(data)
print(heapq._heappop_max(data), data)
print(heapq._heapreplace_max(data, 0), data)
neg = [-x for x in [3, 1, 4, 1, 5]]
heapq.heapify(neg)
print([-heapq.heappop(neg) for _ in range(5)])

# ---- expected stdout ----
# [9, 6, 4, 5, 5, 3, 2, 1, 1, 3, 5]
# 9 [6, 5, 4, 5, 5, 3, 2, 1, 1, 3]
# 6 [5, 5, 4, 5, 3, 3, 2, 1, 1, 0]
# [5, 4, 3, 1, 1]
