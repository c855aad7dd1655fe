"""Random variable generators (sandpy).

The Mersenne Twister core and every method are native and follow CPython 3.11 step by
step, so a seeded generator produces CPython's exact streams. SystemRandom is not
available: sandboxed code has no access to an entropy source.
"""

__all__ = ["Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate", "gammavariate", "gauss",
           "getrandbits", "getstate", "lognormvariate", "normalvariate", "paretovariate", "randbytes", "randint",
           "random", "randrange", "sample", "seed", "setstate", "shuffle", "triangular", "uniform",
           "vonmisesvariate", "weibullvariate"]
__all__.remove("SystemRandom")


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
