def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
g = fib()
print([next(g) for _ in range(12)])

# ---- expected stdout ----
# [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
