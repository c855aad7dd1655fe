"""Stand-ins for standard modules the engine does not provide yet, used only by the
diagnostic pass of run.py (`--stubs`): with them, modules that would stop at an import
load, so the failures behind the missing modules show up. They are small, written for this
harness, cover only what the measured packages use, and are not the engine's behaviour:
the main score never uses them.

Each stub is Python source run by sandpy like a sibling module (see shim.py); a stub is
used only when `import NAME` fails in sandpy.
"""

STUBS = {
    "sys": '''
import collections as _collections
maxsize = 9223372036854775807
hexversion = 0x030B07F0
version_info = _collections.namedtuple("version_info", "major minor micro releaselevel serial")(3, 11, 7, "final", 0)
version = "3.11.7 (stub)"
byteorder = "little"
maxunicode = 0x10FFFF
modules = {}
def _getframe(depth=0):
    # Frames are out of reach in sandpy (f_globals is a blocked attribute); ImportError
    # sends boltons to its `except ImportError` fallback.
    raise ImportError("sys._getframe is not available")
def getrecursionlimit():
    return 1000
def intern(s):
    return s
''',
    "__future__": '''
class _Feature:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "_Feature(%r)" % self.name
annotations = _Feature("annotations")
print_function = _Feature("print_function")
division = _Feature("division")
absolute_import = _Feature("absolute_import")
unicode_literals = _Feature("unicode_literals")
generator_stop = _Feature("generator_stop")
with_statement = _Feature("with_statement")
nested_scopes = _Feature("nested_scopes")
generators = _Feature("generators")
''',
    "types": '''
def _function():
    pass
FunctionType = type(_function)
LambdaType = FunctionType
class _Owner:
    def method(self):
        pass
MethodType = type(_Owner().method)
def _generator():
    yield
GeneratorType = type(_generator())
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
GenericAlias = type(list[int])
NoneType = type(None)
class SimpleNamespace:
    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)
''',
    "contextlib": '''
class suppress:
    def __init__(self, *exceptions):
        self._exceptions = exceptions
    def __enter__(self):
        return None
    def __exit__(self, kind, value, tb):
        return kind is not None and issubclass(kind, self._exceptions)

class nullcontext:
    def __init__(self, enter_result=None):
        self.enter_result = enter_result
    def __enter__(self):
        return self.enter_result
    def __exit__(self, *exc):
        return False

class _GeneratorContext:
    def __init__(self, gen):
        self._gen = gen
    def __enter__(self):
        return next(self._gen)
    def __exit__(self, kind, value, tb):
        if kind is None:
            try:
                next(self._gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        try:
            self._gen.throw(value)
        except StopIteration as stop:
            return stop is not value
        except BaseException as raised:
            if raised is value:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")

def contextmanager(func):
    def helper(*args, **kwargs):
        return _GeneratorContext(func(*args, **kwargs))
    return helper
''',
    "threading": '''
class Lock:
    def acquire(self, blocking=True, timeout=-1):
        return True
    def release(self):
        pass
    def __enter__(self):
        return True
    def __exit__(self, *exc):
        return False
RLock = Lock
def get_ident():
    return 1
''',
    "_thread": '''
def get_ident():
    return 1
''',
    "dataclasses": '''
class FrozenInstanceError(AttributeError):
    pass

class Field:
    def __init__(self, name):
        self.name = name

def dataclass(cls=None, *, frozen=False, eq=True, repr=True, order=False, slots=False, **_ignored):
    def wrap(cls):
        names = list(cls.__dict__.get("__annotations__", {}))
        defaults = {n: cls.__dict__[n] for n in names if n in cls.__dict__}
        def __init__(self, *args, **kwargs):
            if len(args) > len(names):
                raise TypeError("__init__() takes %d positional arguments but %d were given" % (len(names) + 1, len(args) + 1))
            values = dict(zip(names, args))
            for k, v in kwargs.items():
                if k not in names:
                    raise TypeError("__init__() got an unexpected keyword argument %r" % k)
                values[k] = v
            for n in names:
                if n not in values:
                    if n not in defaults:
                        raise TypeError("__init__() missing 1 required positional argument: %r" % n)
                    values[n] = defaults[n]
                object.__setattr__(self, n, values[n])
        cls.__init__ = __init__
        if repr:
            def __repr__(self):
                return "%s(%s)" % (type(self).__qualname__, ", ".join("%s=%r" % (n, getattr(self, n)) for n in names))
            cls.__repr__ = __repr__
        if eq:
            def __eq__(self, other):
                if other.__class__ is self.__class__:
                    return tuple(getattr(self, n) for n in names) == tuple(getattr(other, n) for n in names)
                return NotImplemented
            cls.__eq__ = __eq__
        if frozen:
            def __setattr__(self, name, value):
                raise FrozenInstanceError("cannot assign to field %r" % name)
            cls.__setattr__ = __setattr__
            def __hash__(self):
                return hash(tuple(getattr(self, n) for n in names))
            cls.__hash__ = __hash__
        cls.__dataclass_fields__ = {n: Field(n) for n in names}
        return cls
    return wrap if cls is None else wrap(cls)

def is_dataclass(obj):
    return hasattr(obj, "__dataclass_fields__")

def fields(obj):
    return tuple(obj.__dataclass_fields__.values())
''',
    "textwrap": '''
def dedent(text):
    lines = text.split("\\n")
    margin = None
    for line in lines:
        stripped = line.lstrip(" \\t")
        if not stripped:
            continue
        indent = line[: len(line) - len(stripped)]
        if margin is None:
            margin = indent
        else:
            i = 0
            while i < len(margin) and i < len(indent) and margin[i] == indent[i]:
                i += 1
            margin = margin[:i]
    out = []
    for line in lines:
        if not line.strip(" \\t"):
            out.append("")
        elif margin:
            out.append(line[len(margin):])
        else:
            out.append(line)
    return "\\n".join(out)
''',
    "traceback": '''
def print_exc(*args, **kwargs):
    pass
''',
    "warnings": '''
def warn(message, category=None, stacklevel=1, source=None):
    pass
def simplefilter(*args, **kwargs):
    pass
''',
    "weakref": '''
class ref:
    def __init__(self, obj, callback=None):
        self._obj = obj
    def __call__(self):
        return self._obj
WeakKeyDictionary = dict
WeakValueDictionary = dict
''',
    "keyword": '''
kwlist = ["False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
          "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
          "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
          "return", "try", "while", "with", "yield"]
softkwlist = ["_", "case", "match"]
_kwset = set(kwlist)
def iskeyword(s):
    return s in _kwset
def issoftkeyword(s):
    return s in softkwlist
''',
    "time": '''
_now = [1000.0]
def _tick():
    _now[0] += 0.001
    return _now[0]
def monotonic():
    return _tick()
def perf_counter():
    return _tick()
def time():
    return 1700000000.0 + _tick()
def sleep(seconds):
    _now[0] += seconds
''',
    "importlib.metadata": '''
class PackageNotFoundError(ModuleNotFoundError):
    pass
def version(name):
    raise PackageNotFoundError(name)
''',
    "html": '''
def escape(s, quote=True):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;").replace("\\'", "&#x27;")
    return s
''',
    "io": '''
class IOBase:
    pass
class StringIO(IOBase):
    def __init__(self, initial=""):
        self._parts = [initial]
    def write(self, s):
        self._parts.append(s)
        return len(s)
    def getvalue(self):
        return "".join(self._parts)
    closed = False
    def close(self):
        self.closed = True
''',
}
