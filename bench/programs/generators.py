"""Generators and comprehensions: pipelines, yield from, nested comprehensions."""


def naturals(limit):
    n = 0
    while n < limit:
        yield n
        n += 1


def squares(source):
    for x in source:
        yield x * x


def take_every(source, k):
    for i, x in enumerate(source):
        if i % k == 0:
            yield x


def chained(a, b):
    yield from a
    yield from b


def windows(seq, size):
    for i in range(len(seq) - size + 1):
        yield seq[i:i + size]


def pythagorean(limit):
    return [(a, b, c)
            for c in range(1, limit)
            for b in range(1, c)
            for a in range(1, b)
            if a * a + b * b == c * c]


pipeline_total = sum(take_every(squares(naturals(3000000)), 3))
chain_total = sum(x for x in chained(range(1000000), naturals(1000000)) if x % 7 == 3)
data = [i * 37 % 101 for i in range(200000)]
window_max = max(sum(w) for w in windows(data, 8))
triples = pythagorean(230)
matrix = [[(r * c) % 17 for c in range(120)] for r in range(120)]
transposed = [[row[i] for row in matrix] for i in range(120)]
diag = sum(transposed[i][i] for i in range(120))
lookup = {n: n * n for n in range(500000) if n % 3}
evens = {n % 1000 for n in range(500000) if n % 2 == 0}
gen_any = any(x > 10 ** 9 for x in naturals(10 ** 6))
print(triples[:3], triples[-1])
print(f"generators checksum: {pipeline_total} {chain_total} {window_max} {len(triples)} "
      f"{diag} {len(lookup)} {len(evens)} {gen_any}")
