import itertools
tests = [
    lambda: list(itertools.product(range(10), repeat=10)),
    lambda: list(itertools.product(range(2), repeat=10**9)),
    lambda: list(itertools.permutations(range(12))),
    lambda: list(itertools.combinations(range(100), 50)),
    lambda: list(itertools.repeat(1, 10**10)),
    lambda: list(itertools.count()),
    lambda: list(itertools.cycle([1])),
    lambda: list(itertools.islice(itertools.count(), 10**18, None)),
    lambda: list(itertools.islice(itertools.count(), 0, 10**9, 10**8)),
    lambda: next(itertools.islice(itertools.count(), 10**10, None)),
    lambda: list(itertools.accumulate(itertools.repeat(2, 10000), lambda a, b: a * b))[-1].bit_length(),
    lambda: list(itertools.chain.from_iterable(itertools.repeat([1] * 1000, 10**6))),
    lambda: list(itertools.tee(range(10), 10**9)),
    lambda: list(itertools.zip_longest(range(10**9), [])),
    lambda: sum(1 for _ in itertools.combinations_with_replacement(range(50), 10)),
    lambda: list(itertools.groupby([1] * 10**7)),
    lambda: list(itertools.starmap(pow, itertools.repeat((2, 10**6), 10**3)))[0].bit_length(),
    lambda: list(itertools.pairwise(range(10**8))) if hasattr(itertools, 'pairwise') else 0,
    lambda: list(itertools.compress(range(10**9), itertools.repeat(0))),
    lambda: list(itertools.dropwhile(lambda x: True, itertools.count())),
    lambda: list(itertools.takewhile(lambda x: True, itertools.count())),
    lambda: list(itertools.filterfalse(None, itertools.repeat(1))),
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, type(r).__name__)
    except Exception as e:
        print(i, type(e).__name__)
