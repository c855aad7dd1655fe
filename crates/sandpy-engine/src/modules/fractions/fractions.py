"""Fraction, infinite-precision, rational numbers (sandpy).

Construction, arithmetic, comparison, hashing and rounding are native (`_fr_*`); this
class forwards Python's special methods to them so operators, isinstance(), hashing and
subclassing behave as in CPython.
"""

__all__ = ['Fraction']


class Fraction:
    """This class implements rational numbers.

    In the two-argument form of the constructor, Fraction(8, 6) will
    produce a rational number equivalent to 4/3. Both arguments must
    be Rational. The numerator defaults to 0 and the denominator
    defaults to 1 so that Fraction(3) == 3 and Fraction() == 0.

    Fractions can also be constructed from numeric strings ('-2.3',
    '1e10', '123/456'), floats, and other Rational instances.
    """

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        """Constructs a Rational from a string, a Rational, a float, or a pair."""
        return _fr_new(cls, numerator, denominator, _normalize)

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        return _fr_from_float(cls, f)

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        return _fr_from_decimal(cls, dec)

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        return _fr_limit(self, max_denominator)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    @property
    def real(self):
        """Real numbers are their real component."""
        return _fr_unary(self, 0)

    @property
    def imag(self):
        """Real numbers have no imaginary component."""
        return 0

    def conjugate(self):
        """Conjugate is a no-op for Reals."""
        return _fr_unary(self, 0)

    def __repr__(self):
        """repr(self)"""
        return _fr_text(self, True)

    def __str__(self):
        """str(self)"""
        return _fr_text(self, False)

    def __add__(a, b):
        """a + b"""
        return _fr_op(a, b, 0, False)

    def __radd__(b, a):
        """a + b"""
        return _fr_op(b, a, 0, True)

    def __sub__(a, b):
        """a - b"""
        return _fr_op(a, b, 1, False)

    def __rsub__(b, a):
        """a - b"""
        return _fr_op(b, a, 1, True)

    def __mul__(a, b):
        """a * b"""
        return _fr_op(a, b, 2, False)

    def __rmul__(b, a):
        """a * b"""
        return _fr_op(b, a, 2, True)

    def __truediv__(a, b):
        """a / b"""
        return _fr_op(a, b, 3, False)

    def __rtruediv__(b, a):
        """a / b"""
        return _fr_op(b, a, 3, True)

    def __floordiv__(a, b):
        """a // b"""
        return _fr_op(a, b, 4, False)

    def __rfloordiv__(b, a):
        """a // b"""
        return _fr_op(b, a, 4, True)

    def __mod__(a, b):
        """a % b"""
        return _fr_op(a, b, 5, False)

    def __rmod__(b, a):
        """a % b"""
        return _fr_op(b, a, 5, True)

    def __divmod__(a, b):
        """(a // b, a % b)"""
        return _fr_op(a, b, 6, False)

    def __rdivmod__(b, a):
        """(a // b, a % b)"""
        return _fr_op(b, a, 6, True)

    def __pow__(a, b):
        """a ** b"""
        return _fr_pow(a, b)

    def __rpow__(b, a):
        """a ** b"""
        return _fr_rpow(b, a)

    def __pos__(a):
        """+a: Coerces a subclass instance to Fraction"""
        return _fr_unary(a, 0)

    def __neg__(a):
        """-a"""
        return _fr_unary(a, 1)

    def __abs__(a):
        """abs(a)"""
        return _fr_unary(a, 2)

    def __int__(a):
        """int(a)"""
        return _fr_unary(a, 3)

    def __trunc__(a):
        """math.trunc(a)"""
        return _fr_unary(a, 3)

    def __floor__(a):
        """math.floor(a)"""
        return _fr_unary(a, 4)

    def __ceil__(a):
        """math.ceil(a)"""
        return _fr_unary(a, 5)

    def __float__(a):
        """float(a)"""
        return _fr_unary(a, 6)

    def __complex__(a):
        """complex(a)"""
        return _fr_unary(a, 7)

    def __bool__(a):
        """a != 0"""
        return _fr_unary(a, 8)

    def __round__(self, ndigits=None):
        """round(self, ndigits)

        Rounds half toward even.
        """
        return _fr_round(self, ndigits)

    def __hash__(self):
        """hash(self)"""
        return _fr_hash(self)

    def __eq__(a, b):
        """a == b"""
        return _fr_cmp(a, b, 2)

    def __lt__(a, b):
        """a < b"""
        return _fr_cmp(a, b, 0)

    def __le__(a, b):
        """a <= b"""
        return _fr_cmp(a, b, 1)

    def __gt__(a, b):
        """a > b"""
        return _fr_cmp(a, b, 4)

    def __ge__(a, b):
        """a >= b"""
        return _fr_cmp(a, b, 5)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)
