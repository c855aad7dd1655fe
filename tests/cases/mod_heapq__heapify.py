import heapq

data = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 11, 13, 12, 14, 10]
heapq.heapify(data)
print(data)
words = ["pear", "apple", "fig", "kiwi", "banana", "cherry"]
heapq.heapify(words)
print(words)
tuples = [(3, "c"), (1, "a"), (2, "b"), (1, "A")]
heapq.heapify(tuples)
print(tuples, [heapq.heappop(tuples) for _ in range(4)])
empty = []
heapq.heapify(empty)
print(empty)

# ---- expected stdout ----
# [0, 1, 3, 2, 5, 4, 7, 9, 6, 8, 15, 11, 13, 12, 14, 10]
# ['apple', 'banana', 'cherry', 'kiwi', 'pear', 'fig']
# [] [(1, 'A'), (1, 'a'), (2, 'b'), (3, 'c')]
# []
