"""Basic statistics module (sandpy).

Functions for calculating statistics of numeric (Real-valued) data: averages, measures
of spread, relations between two inputs, and the NormalDist class. The functions are
native and reproduce CPython's results exactly; this source holds the classes.
"""

__all__ = [
    'NormalDist',
    'StatisticsError',
    'correlation',
    'covariance',
    'fmean',
    'geometric_mean',
    'harmonic_mean',
    'linear_regression',
    'mean',
    'median',
    'median_grouped',
    'median_high',
    'median_low',
    'mode',
    'multimode',
    'pstdev',
    'pvariance',
    'quantiles',
    'stdev',
    'variance',
]


class StatisticsError(ValueError):
    pass


class LinearRegression(tuple):
    'LinearRegression(slope, intercept)'

    __slots__ = ()
    _fields = ('slope', 'intercept')
    _field_defaults = {}
    __match_args__ = ('slope', 'intercept')

    def __new__(_cls, slope, intercept):
        'Create new instance of LinearRegression(slope, intercept)'
        return tuple.__new__(_cls, (slope, intercept))

    @classmethod
    def _make(cls, iterable):
        'Make a new LinearRegression object from a sequence or iterable'
        values = tuple(iterable)
        if len(values) != 2:
            raise TypeError(f'Expected 2 arguments, got {len(values)}')
        return tuple.__new__(cls, values)

    def _replace(self, /, **kwds):
        'Return a new LinearRegression object replacing specified fields with new values'
        slope = kwds.pop('slope', self[0])
        intercept = kwds.pop('intercept', self[1])
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return tuple.__new__(type(self), (slope, intercept))

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return {'slope': self[0], 'intercept': self[1]}

    def __repr__(self):
        'Return a nicely formatted representation string'
        return f'LinearRegression(slope={self[0]!r}, intercept={self[1]!r})'

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return (self[0], self[1])

    slope = property(lambda self: self[0], doc='Alias for field number 0')
    intercept = property(lambda self: self[1], doc='Alias for field number 1')


_SQRT2 = sqrt(2.0)


class NormalDist:
    "Normal distribution of a random variable"

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        "NormalDist where mu is the mean and sigma is the standard deviation."
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        "Make a normal distribution instance from sample data."
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        "Generate *n* samples for a given mean and standard deviation."
        rng = _sandpy_random()
        draw = rng.gauss if seed is None else rng.Random(seed).gauss
        mu = self._mu
        sigma = self._sigma
        return [draw(mu, sigma) for _ in range(n)]

    def pdf(self, x):
        "Probability density function.  P(x <= X < x+dx) / dx"
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError('pdf() not defined when sigma is zero')
        dx = x - self._mu
        return exp(dx * dx / (-2.0 * var)) / sqrt(tau * var)

    def cdf(self, x):
        "Cumulative distribution function.  P(X <= x)"
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        z = (x - self._mu) / (self._sigma * _SQRT2)
        return 0.5 * (1.0 + erf(z))

    def inv_cdf(self, p):
        """Inverse cumulative distribution function.  x : P(X <= x) = p

        Finds the value of the random variable such that the probability of
        the variable being less than or equal to that value equals the given
        probability.
        """
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """Divide into *n* continuous intervals with equal probability.

        Returns a list of (n - 1) cut points separating the intervals.
        """
        return [self.inv_cdf(k / n) for k in range(1, n)]

    def overlap(self, other):
        """Compute the overlapping coefficient (OVL) between two normal distributions.

        Returns a value between 0.0 and 1.0 giving the overlapping area in
        the two underlying probability density functions.
        """
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        lo, hi = self, other
        # Order the pair so the result does not depend on the argument order.
        if (hi._sigma, hi._mu) < (lo._sigma, lo._mu):
            lo, hi = hi, lo
        lo_var = lo.variance
        hi_var = hi.variance
        if not lo_var or not hi_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = hi_var - lo_var
        dm = fabs(hi._mu - lo._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * lo._sigma * _SQRT2))
        a = lo._mu * hi_var - hi._mu * lo_var
        b = lo._sigma * hi._sigma * sqrt(dm * dm + dv * log(hi_var / lo_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (fabs(hi.cdf(x1) - lo.cdf(x1)) + fabs(hi.cdf(x2) - lo.cdf(x2)))

    def zscore(self, x):
        """Compute the Standard Score.  (x - mean) / stdev"""
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        "Arithmetic mean of the normal distribution."
        return self._mu

    @property
    def median(self):
        "Return the median of the normal distribution"
        return self._mu

    @property
    def mode(self):
        "Return the mode of the normal distribution"
        return self._mu

    @property
    def stdev(self):
        "Standard deviation of the normal distribution."
        return self._sigma

    @property
    def variance(self):
        "Square of the standard deviation."
        return self._sigma * self._sigma

    def __add__(x1, x2):
        """Add a constant or another NormalDist instance."""
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        """Subtract a constant or another NormalDist instance."""
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        """Multiply both mu and sigma by a constant."""
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        """Divide both mu and sigma by a constant."""
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        "Return a copy of the instance."
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        "Negates mu while keeping sigma the same."
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        "Subtract a NormalDist from a constant or another NormalDist."
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        "Two NormalDist objects are equal if their mu and sigma are both equal."
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        "NormalDist objects hash equal if their mu and sigma are both equal."
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state
