"""Random variable generators (sandpy).

The Mersenne Twister core and every method are native and follow CPython 3.11 step by
step, so a seeded generator produces CPython's exact streams. SystemRandom draws from the
host's entropy hook (`_urandom`), like CPython's from os.urandom.
"""

__all__ = ["Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate", "gammavariate", "gauss",
           "getrandbits", "getstate", "lognormvariate", "normalvariate", "paretovariate", "randbytes", "randint",
           "random", "randrange", "sample", "seed", "setstate", "shuffle", "triangular", "uniform",
           "vonmisesvariate", "weibullvariate"]


class Random:
    """Random number generator base class used by bound module functions.

    Used to instantiate instances of Random to get generators that don't
    share state.
    """

    VERSION = 3

    def __init__(self, x=None):
        """Initialize an instance.

        Optional argument x controls seeding, as for Random.seed().
        """
        self.seed(x)
        self.gauss_next = None

    seed = seed
    random = random
    getrandbits = getrandbits
    getstate = getstate
    setstate = setstate
    randbytes = randbytes
    _randbelow = _randbelow
    randrange = randrange
    randint = randint
    choice = choice
    shuffle = shuffle
    sample = sample
    choices = choices
    uniform = uniform
    triangular = triangular
    normalvariate = normalvariate
    gauss = gauss
    lognormvariate = lognormvariate
    expovariate = expovariate
    vonmisesvariate = vonmisesvariate
    gammavariate = gammavariate
    betavariate = betavariate
    paretovariate = paretovariate
    weibullvariate = weibullvariate

    def __reduce__(self):
        return self.__class__, (), self.getstate()


class SystemRandom(Random):
    """Alternate random number generator using sources provided
    by the operating system (such as /dev/urandom on Unix or
    CryptGenRandom on Windows).

     Not available on all systems (see os.urandom() for details).
    """

    def random(self):
        """Get the next random number in the range 0.0 <= X < 1.0."""
        return (int.from_bytes(_urandom(7), "big") >> 3) * RECIP_BPF

    def getrandbits(self, k):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        numbytes = (k + 7) // 8                       # bits / 8 and rounded up
        x = int.from_bytes(_urandom(numbytes), "big")
        return x >> (numbytes * 8 - k)                # trim excess bits

    def randbytes(self, n):
        """Generate n random bytes."""
        # os.urandom(n) fails with ValueError for n < 0
        # and returns an empty bytes string for n == 0.
        return _urandom(n)

    def seed(self, *args, **kwds):
        "Stub method.  Not used for a system random number generator."
        return None

    def _notimplemented(self, *args, **kwds):
        "Method should not be called for a system random number generator."
        raise NotImplementedError('System entropy source does not have state.')
    getstate = setstate = _notimplemented


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
del _randbelow
