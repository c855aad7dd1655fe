import heapq

print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge(["apple", "cat"], ["Bee", "dog"], key=str.lower)))
print(list(heapq.merge([9, 5, 1], [8, 4, 3], reverse=True)))
print(list(heapq.merge([(1, "x")], [(1, "y")], [(0, "z")], key=lambda p: p[0])))
print(list(heapq.merge()), list(heapq.merge([1, 2])))

def noisy(name, items):
    for i in items:
        print("pull", name, i)
        yield i

m = heapq.merge(noisy("a", [1, 4]), noisy("b", [2, 3]))
print("created")
print(next(m))
print(next(m))
print(list(m))

# ---- expected stdout ----
# [0, 1, 2, 3, 4, 5, 5, 7, 8, 10, 15, 20, 25]
# ['apple', 'Bee', 'cat', 'dog']
# [9, 8, 5, 4, 3, 1]
# [(0, 'z'), (1, 'x'), (1, 'y')]
# [] [1, 2]
# created
# pull a 1
# pull b 2
# 1
# pull a 4
# 2
# pull b 3
# [3, 4]
