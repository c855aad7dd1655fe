def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
memo = {}
def fast(n):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fast(n - 1) + fast(n - 2)
    return memo[n]
print(fast(90))

# ---- expected stdout ----
# [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]
# 2880067194370816120
