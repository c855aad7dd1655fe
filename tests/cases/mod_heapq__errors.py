import heapq

calls = [
    lambda: heapq.heappush((), 1),
    lambda: heapq.heapify("abc"),
    lambda: heapq.heappush([1]),
    lambda: heapq.heappop(),
    lambda: heapq.nlargest(1),
    lambda: heapq.heapify([1, "a", 2]),
    lambda: heapq.heappush([1, 2], "x"),
]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(e)

# ---- expected stdout ----
# heappush() argument 1 must be list, not tuple
# heapify() argument must be list, not str
# heappush expected 2 arguments, got 1
# _heapq.heappop() takes exactly one argument (0 given)
# nlargest() missing 1 required positional argument: 'iterable'
# '<' not supported between instances of 'str' and 'int'
# '<' not supported between instances of 'str' and 'int'
