import heapq

def heapsort(iterable):
    h = []
    for value in iterable:
        heapq.heappush(h, value)
    return [heapq.heappop(h) for _ in range(len(h))]

print(heapsort([1, 3, 5, 7, 9, 2, 4, 6, 8, 0]))
print(heapsort("heapsort"))
print(heapsort([2.5, -1, 3, 0.0, -0.5]))
big = [(i * 7919) % 1000 for i in range(1000)]
print(heapsort(big) == sorted(big))

# ---- expected stdout ----
# [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
# ['a', 'e', 'h', 'o', 'p', 'r', 's', 't']
# [-1, -0.5, 0.0, 2.5, 3]
# True
