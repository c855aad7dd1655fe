import random
random.seed(1)
tests = [
    lambda: random.randrange(10**100),
    lambda: random.randint(-10**1000, 10**1000).bit_length() > 0,
    lambda: random.getrandbits(10**9),
    lambda: random.getrandbits(10**6).bit_length() <= 10**6,
    lambda: random.sample(range(10**18), 5),
    lambda: random.sample(range(10), 11),
    lambda: random.choices([1, 2], k=10**9),
    lambda: random.choices([], k=1),
    lambda: random.shuffle(list(range(10**6))),
    lambda: random.choice([]),
    lambda: random.randrange(0),
    lambda: random.randrange(1, 10**100, 10**99),
    lambda: random.uniform(float('inf'), 1),
    lambda: random.gauss(float('nan'), 1),
    lambda: random.seed("x" * 10**7),
    lambda: random.seed(10**100000),
    lambda: random.seed([1]),
    lambda: random.setstate(random.getstate()),
    lambda: random.setstate((1, 2, 3)),
    lambda: random.sample([1, 2, 3], k=-1),
    lambda: random.randbytes(10**10) if hasattr(random, 'randbytes') else 0,
    lambda: random.expovariate(0),
    lambda: random.betavariate(-1, -1),
    lambda: random.triangular(1, 1, 1),
    lambda: random.Random(5).random(),
    lambda: random.SystemRandom() if hasattr(random, 'SystemRandom') else 0,
]
for i, t in enumerate(tests):
    try:
        r = t()
        print(i, type(r).__name__)
    except Exception as e:
        print(i, type(e).__name__)
