# Builds a deep chain within the recursion limit, then resumes it many times.
def g(n):
    if n == 0:
        while True:
            yield 1
    else:
        yield from g(n - 1)
it = g(150)
for _ in range(1000):
    next(it)
print("ok")
