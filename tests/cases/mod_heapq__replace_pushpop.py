import heapq

h = [1, 3, 5, 7, 9, 11]
print(heapq.heapreplace(h, 6), h)
print(heapq.heapreplace(h, 0), h)
print(heapq.heappushpop(h, -1), h)
print(heapq.heappushpop(h, 8), h)
print(heapq.heappushpop([], 4))
try:
    heapq.heapreplace([], 1)
except IndexError as e:
    print(e)
try:
    heapq.heappop([])
except IndexError as e:
    print(e)

# ---- expected stdout ----
# 1 [3, 6, 5, 7, 9, 11]
# 3 [0, 6, 5, 7, 9, 11]
# -1 [0, 6, 5, 7, 9, 11]
# 0 [5, 6, 8, 7, 9, 11]
# 4
# index out of range
# index out of range
