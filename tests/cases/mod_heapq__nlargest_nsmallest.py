import heapq

nums = [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]
print(heapq.nlargest(3, nums), heapq.nsmallest(3, nums))
print(heapq.nlargest(1, nums), heapq.nsmallest(1, []), heapq.nlargest(0, nums), heapq.nsmallest(-2, nums))
print(heapq.nlargest(20, nums) == sorted(nums, reverse=True))
portfolio = [
    {"name": "IBM", "shares": 100, "price": 91.1},
    {"name": "AAPL", "shares": 50, "price": 543.22},
    {"name": "FB", "shares": 200, "price": 21.09},
    {"name": "HPQ", "shares": 35, "price": 31.75},
    {"name": "YHOO", "shares": 45, "price": 16.35},
]
print([s["name"] for s in heapq.nsmallest(3, portfolio, key=lambda s: s["price"])])
print([s["name"] for s in heapq.nlargest(2, portfolio, key=lambda s: s["price"])])
pairs = [(1, "a"), (2, "b"), (1, "c"), (2, "d"), (0, "e")]
print(heapq.nlargest(3, pairs, key=lambda p: p[0]), heapq.nsmallest(3, pairs, key=lambda p: p[0]))
print(heapq.nlargest(2, iter("hello")), heapq.nsmallest(2, "hello", key=None))

# ---- expected stdout ----
# [42, 37, 23] [-4, 1, 2]
# [42] [] [] []
# True
# ['YHOO', 'FB', 'HPQ']
# ['AAPL', 'IBM']
# [(2, 'b'), (2, 'd'), (1, 'a')] [(0, 'e'), (1, 'a'), (1, 'c')]
# ['o', 'l'] ['e', 'h']
