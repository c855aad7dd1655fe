"""Decimal fixed and floating point arithmetic (sandpy).

`Decimal` and all arithmetic are native; this module body defines the contexts, the
signal classes, `localcontext()` and `DecimalTuple`. A context keeps its settings in
`_prec`, `_rounding`, `_Emin`, `_Emax`, `_capitals`, `_clamp` and its flags and traps as
condition bit masks `_flags` / `_traps` that the natives read and update.
"""

__all__ = [
    'Decimal', 'Context', 'DecimalTuple', 'DefaultContext', 'BasicContext',
    'ExtendedContext', 'DecimalException', 'Clamped', 'InvalidOperation',
    'DivisionByZero', 'Inexact', 'Rounded', 'Subnormal', 'Overflow', 'Underflow',
    'FloatOperation', 'DivisionImpossible', 'InvalidContext', 'ConversionSyntax',
    'DivisionUndefined', 'ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_HALF_EVEN',
    'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_UP', 'ROUND_HALF_DOWN', 'ROUND_05UP',
    'setcontext', 'getcontext', 'localcontext', 'MAX_PREC', 'MAX_EMAX', 'MIN_EMIN',
    'MIN_ETINY', 'HAVE_THREADS', 'HAVE_CONTEXTVAR',
]

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
              ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True


class DecimalException(ArithmeticError):
    pass

class Clamped(DecimalException):
    pass

class InvalidOperation(DecimalException):
    pass

class ConversionSyntax(InvalidOperation):
    pass

class DivisionByZero(DecimalException, ZeroDivisionError):
    pass

class DivisionImpossible(InvalidOperation):
    pass

class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass

class Inexact(DecimalException):
    pass

class InvalidContext(InvalidOperation):
    pass

class Rounded(DecimalException):
    pass

class Subnormal(DecimalException):
    pass

class Overflow(Inexact, Rounded):
    pass

class Underflow(Inexact, Rounded, Subnormal):
    pass

class FloatOperation(DecimalException, TypeError):
    pass


# Condition bits of each signal (libmpdec's numbering; InvalidOperation covers the
# specific invalid-operation conditions too).
_SIGNAL_BITS = {
    Clamped: 1, InvalidOperation: 2 | 8 | 16 | 32 | 128 | 256 | 512,
    DivisionByZero: 4, Inexact: 64, FloatOperation: 1024, Overflow: 2048,
    Rounded: 4096, Subnormal: 8192, Underflow: 16384,
}
# Order of a SignalDict's keys.
_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow,
            Subnormal, Inexact, Rounded, Clamped)


def _names(mask):
    found = []
    for s in _SIGNALS:
        bits = mask & _SIGNAL_BITS[s]
        if bits:
            found.append((bits & -bits, s.__name__))
    found.sort()
    return '[' + ', '.join(name for _, name in found) + ']'


class _SignalDict:
    """The flags or traps of a context, as a mapping from signal classes to bools."""

    def __init__(self, ctx, attr):
        self._ctx = ctx
        self._attr = attr

    def _bit(self, key):
        try:
            return _SIGNAL_BITS[key]
        except (KeyError, TypeError):
            raise KeyError(key) from None

    def __getitem__(self, key):
        return bool(getattr(self._ctx, self._attr) & self._bit(key))

    def __setitem__(self, key, value):
        bit = self._bit(key)
        mask = getattr(self._ctx, self._attr)
        object.__setattr__(self._ctx, self._attr, (mask | bit) if value else (mask & ~bit))

    def __delitem__(self, key):
        raise ValueError('signal keys cannot be deleted')

    def __contains__(self, key):
        return key in _SIGNAL_BITS

    def __iter__(self):
        return iter(_SIGNALS)

    def __len__(self):
        return len(_SIGNALS)

    def keys(self):
        return list(_SIGNALS)

    def values(self):
        return [self[k] for k in _SIGNALS]

    def items(self):
        return [(k, self[k]) for k in _SIGNALS]

    def get(self, key, default=None):
        return self[key] if key in _SIGNAL_BITS else default

    def copy(self):
        return {k: self[k] for k in _SIGNALS}

    def __eq__(self, other):
        if isinstance(other, _SignalDict):
            other = other.copy()
        return self.copy() == other

    def __repr__(self):
        return '{' + ', '.join("<class 'decimal.%s'>:%s" % (k.__name__, self[k]) for k in _SIGNALS) + '}'


def _mask_of(value, what):
    if value is None:
        return None
    if isinstance(value, _SignalDict):
        return getattr(value._ctx, value._attr)
    mask = 0
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in _SIGNAL_BITS:
                raise KeyError('invalid signal dict')
            if v:
                mask |= _SIGNAL_BITS[k]
        return mask
    for k in value:
        if k not in _SIGNAL_BITS:
            raise KeyError('invalid signal dict')
        mask |= _SIGNAL_BITS[k]
    return mask


def _check_int(name, value, lo, hi, text):
    if not isinstance(value, int):
        raise TypeError('%s must be an integer' % name if name != 'rounding' else text)
    if not lo <= value <= hi:
        raise ValueError(text)
    return value


_default = None


class Context(object):
    """Contains the context for a Decimal instance."""

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
                 clamp=None, flags=None, traps=None):
        dc = _default
        self._prec = 28 if dc is None else dc._prec
        self._rounding = ROUND_HALF_EVEN if dc is None else dc._rounding
        self._Emin = -999999 if dc is None else dc._Emin
        self._Emax = 999999 if dc is None else dc._Emax
        self._capitals = 1 if dc is None else dc._capitals
        self._clamp = 0 if dc is None else dc._clamp
        self._flags = 0
        self._traps = (256 | 2 | 8 | 16 | 32 | 128 | 512 | 4 | 2048) if dc is None else dc._traps
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if flags is not None:
            self._flags = _mask_of(flags, 'flags')
        if traps is not None:
            self._traps = _mask_of(traps, 'traps')

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        self._prec = _check_int('prec', value, 1, MAX_PREC, 'valid range for prec is [1, MAX_PREC]')

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, value):
        if value not in _ROUNDINGS:
            raise TypeError('valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]')
        self._rounding = value

    @property
    def Emin(self):
        return self._Emin

    @Emin.setter
    def Emin(self, value):
        self._Emin = _check_int('Emin', value, MIN_EMIN, 0, 'valid range for Emin is [MIN_EMIN, 0]')

    @property
    def Emax(self):
        return self._Emax

    @Emax.setter
    def Emax(self, value):
        self._Emax = _check_int('Emax', value, 0, MAX_EMAX, 'valid range for Emax is [0, MAX_EMAX]')

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, value):
        self._capitals = _check_int('capitals', value, 0, 1, 'valid values for capitals are 0 or 1')

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, value):
        self._clamp = _check_int('clamp', value, 0, 1, 'valid values for clamp are 0 or 1')

    @property
    def flags(self):
        return _SignalDict(self, '_flags')

    @flags.setter
    def flags(self, value):
        self._flags = _mask_of(value, 'flags')

    @property
    def traps(self):
        return _SignalDict(self, '_traps')

    @traps.setter
    def traps(self, value):
        self._traps = _mask_of(value, 'traps')

    def Etiny(self):
        return self._Emin - self._prec + 1

    def Etop(self):
        return self._Emax - self._prec + 1

    def clear_flags(self):
        self._flags = 0

    def clear_traps(self):
        self._traps = 0

    def copy(self):
        c = Context(self._prec, self._rounding, self._Emin, self._Emax, self._capitals, self._clamp)
        c._flags = self._flags
        c._traps = self._traps
        return c

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def __repr__(self):
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=%s, traps=%s)'
                % (self._prec, self._rounding, self._Emin, self._Emax, self._capitals,
                   self._clamp, _names(self._flags), _names(self._traps)))

    def __reduce__(self):
        return (Context, (self._prec, self._rounding, self._Emin, self._Emax, self._capitals,
                          self._clamp, [s for s in _SIGNALS if self.flags[s]],
                          [s for s in _SIGNALS if self.traps[s]]))

    def create_decimal(self, num='0'):
        return _create_decimal(self, num)

    def create_decimal_from_float(self, f):
        return _create_decimal(self, Decimal.from_float(f))

    def _apply(self, a):
        return _ctx_op(self, 'plus', a)

    def add(self, a, b): return _ctx_op(self, 'add', a, b)
    def subtract(self, a, b): return _ctx_op(self, 'subtract', a, b)
    def multiply(self, a, b): return _ctx_op(self, 'multiply', a, b)
    def divide(self, a, b): return _ctx_op(self, 'divide', a, b)
    def divide_int(self, a, b): return _ctx_op(self, 'divide_int', a, b)
    def remainder(self, a, b): return _ctx_op(self, 'remainder', a, b)
    def divmod(self, a, b): return _ctx_op(self, 'divmod', a, b)
    def power(self, a, b, modulo=None):
        if modulo is not None:
            return pow(Decimal(a), b, modulo)
        return _ctx_op(self, 'power', a, b)
    def plus(self, a): return _ctx_op(self, 'plus', a)
    def minus(self, a): return _ctx_op(self, 'minus', a)
    def abs(self, a): return _ctx_op(self, 'abs', a)
    def sqrt(self, a): return _ctx_op(self, 'sqrt', a)
    def exp(self, a): return _ctx_op(self, 'exp', a)
    def ln(self, a): return _ctx_op(self, 'ln', a)
    def log10(self, a): return _ctx_op(self, 'log10', a)
    def normalize(self, a): return _ctx_op(self, 'normalize', a)
    def compare(self, a, b): return _ctx_op(self, 'compare', a, b)
    def max(self, a, b): return _ctx_op(self, 'max', a, b)
    def min(self, a, b): return _ctx_op(self, 'min', a, b)
    def fma(self, a, b, c): return _ctx_op(self, 'fma', a, b, c)
    def quantize(self, a, b): return _ctx_op(self, 'quantize', a, b)
    def to_integral_value(self, a): return _ctx_op(self, 'to_integral_value', a)
    to_integral = to_integral_value
    def to_integral_exact(self, a): return Decimal(a).to_integral_exact(context=self)
    def to_sci_string(self, a): return Decimal(a).__str__()
    def to_eng_string(self, a): return Decimal(a).to_eng_string(context=self)
    def is_zero(self, a): return Decimal(a).is_zero()
    def is_signed(self, a): return Decimal(a).is_signed()
    def is_nan(self, a): return Decimal(a).is_nan()
    def is_finite(self, a): return Decimal(a).is_finite()
    def is_infinite(self, a): return Decimal(a).is_infinite()
    def copy_abs(self, a): return Decimal(a).copy_abs()
    def copy_negate(self, a): return Decimal(a).copy_negate()
    def copy_sign(self, a, b): return Decimal(a).copy_sign(b)
    def copy_decimal(self, a): return Decimal(a)
    def radix(self): return Decimal(10)
    def remainder_near(self, a, b): return Decimal(a).remainder_near(b, context=self)
    def next_plus(self, a): return Decimal(a).next_plus(context=self)
    def next_minus(self, a): return Decimal(a).next_minus(context=self)


DefaultContext = Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999,
                         capitals=1, clamp=0, flags=[],
                         traps=[DivisionByZero, Overflow, InvalidOperation])
_default = DefaultContext
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow],
                       flags=[])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, traps=[], flags=[])

_current = DefaultContext.copy()


def getcontext():
    """Returns this thread's context."""
    return _current


def setcontext(context):
    """Set this thread's context to context."""
    global _current
    if context in (DefaultContext, BasicContext, ExtendedContext):
        context = context.copy()
        context.clear_flags()
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    _current = context


class _ContextManager(object):
    def __init__(self, new_context):
        self.new_context = new_context.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    """Return a context manager for a copy of the supplied context."""
    if ctx is None:
        ctx = getcontext()
    manager = _ContextManager(ctx)
    for key, value in kwargs.items():
        if key not in ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps'):
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        setattr(manager.new_context, key, value)
    return manager


class DecimalTuple(tuple):
    """DecimalTuple(sign, digits, exponent)"""

    __slots__ = ()
    _fields = ('sign', 'digits', 'exponent')

    def __new__(cls, sign, digits, exponent):
        return tuple.__new__(cls, (sign, digits, exponent))

    @property
    def sign(self):
        return self[0]

    @property
    def digits(self):
        return self[1]

    @property
    def exponent(self):
        return self[2]

    def _asdict(self):
        return {'sign': self[0], 'digits': self[1], 'exponent': self[2]}

    def __repr__(self):
        return 'DecimalTuple(sign=%r, digits=%r, exponent=%r)' % (self[0], self[1], self[2])

    def __getnewargs__(self):
        return tuple(self)
