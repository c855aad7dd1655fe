# Argument errors of natives bound through Signature, with CPython's wording.
import random
r = random.Random(5)

calls = [
    lambda: r.random(1),
    lambda: r.random(x=1),
    lambda: r.seed(1, 2, 3),
    lambda: r.seed(a=1, version=2),
    lambda: r.getrandbits(),
    lambda: r.getrandbits(k=3),
    lambda: r.randbytes(1, 2),
    lambda: r.getstate(1),
    lambda: r.setstate(),
    lambda: r.randrange(),
    lambda: r.randrange(1, 2, 3, 4),
    lambda: r.randrange(start=1, stop=5),
    lambda: r.randint(1),
    lambda: r.randint(1, 2, b=3),
    lambda: r.randint(1, 2, x=3),
    lambda: r.choice(),
    lambda: r.choice([1], seq=[1]),
    lambda: r.shuffle(),
    lambda: r.sample([1, 2], 1, 1),
    lambda: r.sample([1, 2], k=1, counts=[1, 1]),
    lambda: r.sample([1, 2], 1, [1, 1]),
    lambda: r.choices(),
    lambda: r.choices([1], [1], [1]),
    lambda: r.choices([1], k=2, cum_weights=[1]),
    lambda: r.uniform(1),
    lambda: r.triangular(0, 1, 0.5, 9),
    lambda: r.triangular(mode=2, low=2, high=2),
    lambda: r.normalvariate(sigma=2, x=1),
    lambda: r.gauss(1, 2, 3),
    lambda: r.lognormvariate(1),
    lambda: r.expovariate(),
    lambda: r.vonmisesvariate(1),
    lambda: r.gammavariate(alpha=1),
    lambda: r.betavariate(),
    lambda: r.paretovariate(1, 2),
    lambda: r.weibullvariate(beta=1),
    lambda: random.Random.choice(),
    lambda: random.Random.choice(seq=[1]),
]
for call in calls:
    try:
        call()
        print("ok")
    except TypeError as e:
        print("TypeError:", e)

# ---- expected stdout ----
# TypeError: Random.random() takes no arguments (1 given)
# TypeError: Random.random() takes no keyword arguments
# TypeError: Random.seed() takes from 1 to 3 positional arguments but 4 were given
# ok
# TypeError: Random.getrandbits() takes exactly one argument (0 given)
# TypeError: Random.getrandbits() takes no keyword arguments
# TypeError: Random.randbytes() takes 2 positional arguments but 3 were given
# TypeError: Random.getstate() takes 1 positional argument but 2 were given
# TypeError: Random.setstate() missing 1 required positional argument: 'state'
# TypeError: Random.randrange() missing 1 required positional argument: 'start'
# TypeError: Random.randrange() takes from 2 to 4 positional arguments but 5 were given
# ok
# TypeError: Random.randint() missing 1 required positional argument: 'b'
# TypeError: Random.randint() got multiple values for argument 'b'
# TypeError: Random.randint() got an unexpected keyword argument 'x'
# TypeError: Random.choice() missing 1 required positional argument: 'seq'
# TypeError: Random.choice() got multiple values for argument 'seq'
# TypeError: Random.shuffle() missing 1 required positional argument: 'x'
# TypeError: Random.sample() takes 3 positional arguments but 4 were given
# ok
# TypeError: Random.sample() takes 3 positional arguments but 4 were given
# TypeError: Random.choices() missing 1 required positional argument: 'population'
# TypeError: Random.choices() takes from 2 to 3 positional arguments but 4 were given
# ok
# TypeError: Random.uniform() missing 1 required positional argument: 'b'
# TypeError: Random.triangular() takes from 1 to 4 positional arguments but 5 were given
# ok
# TypeError: Random.normalvariate() got an unexpected keyword argument 'x'
# TypeError: Random.gauss() takes from 1 to 3 positional arguments but 4 were given
# TypeError: Random.lognormvariate() missing 1 required positional argument: 'sigma'
# TypeError: Random.expovariate() missing 1 required positional argument: 'lambd'
# TypeError: Random.vonmisesvariate() missing 1 required positional argument: 'kappa'
# TypeError: Random.gammavariate() missing 1 required positional argument: 'beta'
# TypeError: Random.betavariate() missing 2 required positional arguments: 'alpha' and 'beta'
# TypeError: Random.paretovariate() takes 2 positional arguments but 3 were given
# TypeError: Random.weibullvariate() missing 1 required positional argument: 'alpha'
# TypeError: Random.choice() missing 2 required positional arguments: 'self' and 'seq'
# TypeError: Random.choice() missing 1 required positional argument: 'self'
