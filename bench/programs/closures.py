"""Closures and higher-order functions: map/filter/lambda, function factories, nonlocal."""


def make_counter():
    count = 0

    def bump(step=1):
        nonlocal count
        count += step
        return count
    return bump


def make_adder(n):
    return lambda x: x + n


def compose(*funcs):
    def run(x):
        for f in reversed(funcs):
            x = f(x)
        return x
    return run


def reduce_left(func, items, start):
    acc = start
    for item in items:
        acc = func(acc, item)
    return acc


def memoize(func):
    cache = {}

    def wrapper(n):
        if n not in cache:
            cache[n] = func(n)
        return cache[n]
    return wrapper


@memoize
def partitions(n):
    if n < 0:
        return 0
    if n == 0:
        return 1
    total = 0
    k = 1
    while True:
        g1 = k * (3 * k - 1) // 2
        if g1 > n:
            break
        g2 = k * (3 * k + 1) // 2
        sign = 1 if k % 2 else -1
        total += sign * (partitions(n - g1) + partitions(n - g2))
        k += 1
    return total


counter = make_counter()
for i in range(1000000):
    counter(i % 3)
adders = [make_adder(k) for k in range(10)]
pipeline = compose(*adders, lambda x: x * 2, abs)
piped = sum(pipeline(x) for x in range(-300000, 300000))
mapped = list(map(lambda x: x * x % 97, range(1000000)))
filtered = list(filter(lambda x: x % 3 == 1, mapped))
zipped = sum(map(lambda a, b: a * b, mapped[:500000], filtered[:500000]))
reduced = reduce_left(lambda acc, x: (acc * 31 + x) % 1000000007, filtered, 7)
keyed = sorted(range(200000), key=lambda v: (v * 7919) % 200003)[:3]
for n in range(1501):  # warm the cache bottom-up to keep recursion shallow
    part = partitions(n)
print(f"closures checksum: {counter(0)} {piped} {len(filtered)} {zipped} {reduced} {keyed} "
      f"{part % 1000000007}")
