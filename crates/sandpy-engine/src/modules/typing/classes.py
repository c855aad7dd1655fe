# ----- the bare generic aliases: classes, so that isinstance() works -----

_ALIAS = {}


class _BareAlias:
    """Behaviour of the bare typing aliases (typing.List, typing.Iterable...)."""

    def __new__(cls, *args, **kwargs):
        info = _ALIAS.get(cls)
        if info is not None:
            name, origin, nparams, inst = info
            if not inst:
                raise TypeError(f"Type {name} cannot be instantiated; use {origin.__name__}() instead")
            return origin(*args, **kwargs)
        return super().__new__(cls, *args, **kwargs)

    def __class_getitem__(cls, params):
        info = _ALIAS.get(cls)
        if info is None:
            params = tuple(_type_convert(p) for p in _as_tuple(params))
            return _GenericAlias(cls, params)
        name, origin, nparams, inst = info
        if nparams == 0:
            raise TypeError(f"typing.{name} is not a generic class")
        params = _as_tuple(params)
        msg = "Parameters to generic types must be types."
        params = tuple(_type_check(p, msg) for p in params)
        if len(params) != nparams:
            raise TypeError(f"Too {'many' if len(params) > nparams else 'few'} arguments for typing.{name}; "
                            f"actual {len(params)}, expected {nparams}")
        return _GenericAlias(origin, params, name, inst)

    def __instancecheck__(cls, obj):
        info = _ALIAS.get(cls)
        if info is not None:
            return isinstance(obj, info[1])
        nxt = getattr(super(_BareAlias, cls), '__instancecheck__', None)
        if nxt is None or nxt is _BareAlias.__instancecheck__:
            return False
        return nxt(cls, obj)

    def __subclasscheck__(cls, C):
        info = _ALIAS.get(cls)
        if info is not None:
            return issubclass(C, info[1])
        nxt = getattr(super(_BareAlias, cls), '__subclasscheck__', None)
        if nxt is None or nxt is _BareAlias.__subclasscheck__:
            return False
        return nxt(cls, C)


def _register_alias(cls, origin, nparams, inst=True):
    _ALIAS[cls] = (cls.__name__, origin, nparams, inst)


class List(_BareAlias, list):
    """A generic version of list."""


class Dict(_BareAlias, dict):
    """A generic version of dict."""


class Set(_BareAlias, set):
    """A generic version of set."""


class FrozenSet(_BareAlias, frozenset):
    """A generic version of frozenset."""


class DefaultDict(_BareAlias, _collections.defaultdict):
    """A generic version of collections.defaultdict."""


class OrderedDict(_BareAlias, _collections.OrderedDict):
    """A generic version of collections.OrderedDict."""


class Counter(_BareAlias, _collections.Counter):
    """A generic version of collections.Counter."""


class ChainMap(_BareAlias, _collections.ChainMap):
    """A generic version of collections.ChainMap."""


class Deque(_BareAlias, _collections.deque):
    """A generic version of collections.deque."""


class Type(_BareAlias):
    """A special construct usable to annotate class objects."""


class Tuple(_BareAlias, tuple):
    """Deprecated alias to builtins.tuple."""

    def __class_getitem__(cls, params):
        if cls is not Tuple:
            return _BareAlias.__class_getitem__.__func__(cls, params)
        if params == ():
            return _GenericAlias(tuple, (), 'Tuple', False)
        params = _as_tuple(params)
        if len(params) >= 2 and params[-1] is ...:
            msg = "Tuple[t, ...]: t must be a type."
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return _GenericAlias(tuple, (*params, ...), 'Tuple', False)
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        params = tuple(_type_check(p, msg) for p in params)
        return _GenericAlias(tuple, params, 'Tuple', False)


class Callable(_BareAlias, _abc.Callable):
    """Deprecated alias to collections.abc.Callable."""

    def __class_getitem__(cls, params):
        if cls is not Callable:
            return _BareAlias.__class_getitem__.__func__(cls, params)
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            args = tuple(args)
        elif args is not ... and not isinstance(args, tuple):
            args = (args,)
        result = _type_check(result, "Callable[args, result]: result must be a type.")
        if args is ...:
            return _CallableGenericAlias(_abc.Callable, (..., result), 'Callable')
        if isinstance(args, tuple):
            args = tuple(_type_convert(a) for a in args)
            return _CallableGenericAlias(_abc.Callable, (*args, result), 'Callable')
        return _CallableGenericAlias(_abc.Callable, (args, result), 'Callable')


_register_alias(List, list, 1, False)
_register_alias(Dict, dict, 2, False)
_register_alias(Set, set, 1, False)
_register_alias(FrozenSet, frozenset, 1, False)
_register_alias(DefaultDict, _collections.defaultdict, 2)
_register_alias(OrderedDict, _collections.OrderedDict, 2)
_register_alias(Counter, _collections.Counter, 1)
_register_alias(ChainMap, _collections.ChainMap, 2)
_register_alias(Deque, _collections.deque, 1)
_register_alias(Type, type, 1, False)
_register_alias(Tuple, tuple, -1, False)
_register_alias(Callable, _abc.Callable, 2, False)


class Hashable(_BareAlias, _abc.Hashable):
    pass


class Awaitable(_BareAlias, _abc.Awaitable):
    pass


class Coroutine(_BareAlias, _abc.Coroutine):
    pass


class AsyncIterable(_BareAlias, _abc.AsyncIterable):
    pass


class AsyncIterator(_BareAlias, _abc.AsyncIterator):
    pass


class Iterable(_BareAlias, _abc.Iterable):
    pass


class Iterator(_BareAlias, _abc.Iterator):
    pass


class Reversible(_BareAlias, _abc.Reversible):
    pass


class Sized(_BareAlias, _abc.Sized):
    pass


class Container(_BareAlias, _abc.Container):
    pass


class Collection(_BareAlias, _abc.Collection):
    pass


class AbstractSet(_BareAlias, _abc.Set):
    pass


class MutableSet(_BareAlias, _abc.MutableSet):
    pass


class Mapping(_BareAlias, _abc.Mapping):
    pass


class MutableMapping(_BareAlias, _abc.MutableMapping):
    pass


class Sequence(_BareAlias, _abc.Sequence):
    pass


class MutableSequence(_BareAlias, _abc.MutableSequence):
    pass


class ByteString(_BareAlias, _abc.ByteString):
    pass


class MappingView(_BareAlias, _abc.MappingView):
    pass


class KeysView(_BareAlias, _abc.KeysView):
    pass


class ItemsView(_BareAlias, _abc.ItemsView):
    pass


class ValuesView(_BareAlias, _abc.ValuesView):
    pass


class Generator(_BareAlias, _abc.Generator):
    pass


class AsyncGenerator(_BareAlias, _abc.AsyncGenerator):
    pass


for _cls, _origin, _n in [(Hashable, _abc.Hashable, 0), (Awaitable, _abc.Awaitable, 1),
                          (Coroutine, _abc.Coroutine, 3), (AsyncIterable, _abc.AsyncIterable, 1),
                          (AsyncIterator, _abc.AsyncIterator, 1), (Iterable, _abc.Iterable, 1),
                          (Iterator, _abc.Iterator, 1), (Reversible, _abc.Reversible, 1), (Sized, _abc.Sized, 0),
                          (Container, _abc.Container, 1), (Collection, _abc.Collection, 1),
                          (AbstractSet, _abc.Set, 1), (MutableSet, _abc.MutableSet, 1), (Mapping, _abc.Mapping, 2),
                          (MutableMapping, _abc.MutableMapping, 2), (Sequence, _abc.Sequence, 1),
                          (MutableSequence, _abc.MutableSequence, 1), (ByteString, _abc.ByteString, 0),
                          (MappingView, _abc.MappingView, 1), (KeysView, _abc.KeysView, 1),
                          (ItemsView, _abc.ItemsView, 2), (ValuesView, _abc.ValuesView, 1),
                          (Generator, _abc.Generator, 3), (AsyncGenerator, _abc.AsyncGenerator, 2)]:
    _register_alias(_cls, _origin, _n, False)
del _cls, _origin, _n

Text = str
AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


# ----- Generic and Protocol -----

def _generic_class_getitem(cls, params):
    params = tuple(_type_convert(p) for p in _as_tuple(params))
    if cls is Generic or cls is Protocol:
        if not params:
            raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
        if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
            raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables or parameter "
                            f"specification variables.")
        if len(set(params)) != len(params):
            raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        return cls
    return _GenericAlias(cls, params)


class Generic:
    """Abstract base class for generic types."""

    def __class_getitem__(cls, params):
        return _generic_class_getitem(cls, params)


_PROTO_EXCLUDED = frozenset([
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__', '__new__',
    '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__', '__init_subclass__', '__instancecheck__', '__subclasscheck__',
    '__qualname__', '__parameters__', '__orig_bases__', '__protocol_attrs__', '_is_protocol',
    '_is_runtime_protocol', '__match_args__', '__hash__', '__classcell__'])


def _get_protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base in (Protocol, Generic):
            continue
        d = base.__dict__
        if not d.get('_is_protocol', False):
            continue
        annotations = d.get('__annotations__', {})
        for attr in list(d) + list(annotations):
            if not attr.startswith('_abc_') and attr not in _PROTO_EXCLUDED:
                attrs.add(attr)
    return attrs


def _no_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError('Protocols cannot be instantiated')


class Protocol(Generic):
    """Base class for protocol classes."""
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if cls._is_protocol and '__init__' not in cls.__dict__:
            cls.__init__ = _no_init

    def __class_getitem__(cls, params):
        return _generic_class_getitem(cls, params)

    def __instancecheck__(cls, instance):
        if not cls.__dict__.get('_is_protocol', False):
            return False
        if not cls.__dict__.get('_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        for attr in _get_protocol_attrs(cls):
            if not hasattr(instance, attr):
                return False
            if getattr(type(instance), attr, 0) is None and callable(getattr(cls, attr, None)):
                return False
        return True

    def __subclasscheck__(cls, C):
        if not cls.__dict__.get('_is_protocol', False):
            return False
        if not cls.__dict__.get('_is_runtime_protocol', False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        return all(getattr(C, attr, None) is not None for attr in _get_protocol_attrs(cls))


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol."""
    if not isinstance(cls, type) or not cls.__dict__.get('_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes, got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


class SupportsInt(Protocol):
    def __int__(self): ...


class SupportsFloat(Protocol):
    def __float__(self): ...


class SupportsComplex(Protocol):
    def __complex__(self): ...


class SupportsBytes(Protocol):
    def __bytes__(self): ...


class SupportsIndex(Protocol):
    def __index__(self): ...


class SupportsAbs(Protocol):
    def __abs__(self): ...


class SupportsRound(Protocol):
    def __round__(self, ndigits=0): ...


for _p in (SupportsInt, SupportsFloat, SupportsComplex, SupportsBytes, SupportsIndex, SupportsAbs, SupportsRound):
    runtime_checkable(_p)
del _p


# ----- NamedTuple and TypedDict -----

def _make_nmtuple(cls, fields, defaults_ns):
    field_names = list(fields)
    defaults = []
    for name in field_names:
        if name in defaults_ns:
            defaults.append(defaults_ns[name])
        elif defaults:
            raise TypeError(f"Non-default namedtuple field {name} cannot follow default field"
                            f"{'s' if len(defaults) > 1 else ''} {', '.join(field_names[:len(defaults)])}")
    nt = _collections.namedtuple(cls.__name__, field_names, defaults=defaults)
    ns = nt.__dict__
    for key in ('__new__', '_make', '_replace', '__repr__', '__str__', '__format__', '_asdict', '__getnewargs__',
                '_fields', '_field_defaults', '__match_args__', '__doc__'):
        if key == '__doc__' and cls.__dict__.get('__doc__') is not None:
            continue
        setattr(cls, key, ns[key])
    for name in field_names:
        setattr(cls, name, ns[name])
    return cls


class NamedTuple(tuple):
    """Typed version of namedtuple."""

    def __init_subclass__(cls, **kwargs):
        if NamedTuple not in cls.__bases__:
            return
        own = cls.__dict__
        fields = dict(own.get('__annotations__', {}))
        defaults_ns = {name: own[name] for name in fields if name in own}
        _make_nmtuple(cls, fields, defaults_ns)

    def __new__(cls, *args, **kwargs):
        if cls is not NamedTuple:
            return tuple.__new__(cls, *args)
        if not args:
            raise TypeError("NamedTuple() missing 1 required positional argument: 'typename'")
        typename = args[0]
        fields = args[1] if len(args) > 1 else None
        if fields is None:
            fields = list(kwargs.items())
        ann = {n: _type_check(t, "field annotation must be a type") for n, t in fields}
        cls = type(typename, (NamedTuple,), {'__annotations__': ann, '__module__': '__main__'})
        return _make_nmtuple(cls, ann, {})


def _typeddict_new(cls, *args, **kwargs):
    return dict(*args, **kwargs)


class TypedDict(dict):
    """A simple typed namespace. At runtime it is equivalent to a plain dict."""

    def __init_subclass__(cls, total=True, **kwargs):
        own = cls.__dict__
        annotations = {}
        required = set()
        optional = set()
        for base in cls.__bases__:
            if base is TypedDict or not issubclass(base, TypedDict):
                continue
            annotations.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        own_annotations = dict(own.get('__annotations__', {}))
        for key, tp in own_annotations.items():
            origin = tp.__origin__ if isinstance(tp, _GenericAlias) else None
            if origin is Required:
                required.add(key)
            elif origin is NotRequired:
                optional.add(key)
            elif total:
                required.add(key)
            else:
                optional.add(key)
        annotations.update(own_annotations)
        cls.__annotations__ = annotations
        cls.__required_keys__ = frozenset(required)
        cls.__optional_keys__ = frozenset(optional)
        cls.__total__ = bool(total)

    def __new__(cls, *args, **kwargs):
        if cls is TypedDict:
            if not args:
                raise TypeError("TypedDict() missing 1 required positional argument: 'typename'")
            typename = args[0]
            fields = args[1] if len(args) > 1 else kwargs
            total = kwargs.get('total', True) if len(args) > 1 else True
            new = type(typename, (TypedDict,), {'__annotations__': dict(fields), '__module__': '__main__'})
            TypedDict.__dict__['__init_subclass__'].__wrapped__(new, total=total)
            return new
        return dict(*args, **kwargs)

    def __instancecheck__(cls, obj):
        raise TypeError('TypedDict does not support instance and class checks')

    def __subclasscheck__(cls, C):
        raise TypeError('TypedDict does not support instance and class checks')


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, type) and tp is not TypedDict and issubclass(tp, TypedDict)


# ----- functions -----

def cast(typ, val):
    """Cast a value to a type (returns the value unchanged)."""
    return val


def assert_type(val, typ):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def assert_never(arg):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj):
    """Reveal the inferred type of a variable (CPython reports it on stderr; sandpy has none)."""
    return obj


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except (AttributeError, TypeError):
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    return decorator


def final(f):
    """Decorator to indicate final methods and final classes."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False, field_specifiers=(),
                        **kwargs):
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default, "order_default": order_default, "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers, "kwargs": kwargs}
        return cls_or_fn
    return decorator


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Decorator for overloaded functions/methods."""
    key = getattr(func, '__qualname__', None)
    if key is not None:
        _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    return list(_overload_registry.get(getattr(func, '__qualname__', None), []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def get_origin(tp):
    """Get the unsubscripted version of a type."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, _UnionGenericAlias):
        return Union
    if isinstance(tp, _GenericAlias):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, type) and tp in _ALIAS:
        return _ALIAS[tp][1]
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not ...:
            res = (list(res[:-1]), res[-1])
        return res
    return ()


_BUILTIN_NAMES = {'int': int, 'str': str, 'float': float, 'bool': bool, 'bytes': bytes, 'list': list, 'dict': dict,
                  'set': set, 'frozenset': frozenset, 'tuple': tuple, 'object': object, 'complex': complex,
                  'type': type, 'None': None}


def _resolve(value, globalns, localns):
    if isinstance(value, _AnnotatedAlias):
        return _AnnotatedAlias(_resolve(value.__origin__, globalns, localns), value.__metadata__)
    if isinstance(value, _UnionGenericAlias):
        return Union[tuple(_resolve(a, globalns, localns) for a in value.__args__)]
    if isinstance(value, _GenericAlias) and not isinstance(value, _LiteralGenericAlias):
        return value.copy_with(tuple(_resolve(a, globalns, localns) for a in value.__args__))
    if isinstance(value, ForwardRef):
        value = value.__forward_arg__
    if isinstance(value, str):
        name = value.strip()
        for ns in (localns, globalns):
            if ns is not None and name in ns:
                return _type_convert(ns[name])
        if name in _BUILTIN_NAMES:
            return _type_convert(_BUILTIN_NAMES[name])
        if name.startswith('typing.'):
            name = name[7:]
        found = _TYPING_NAMES.get(name)
        if found is not None:
            return found
        return ForwardRef(value)
    if value is None:
        return _NoneType
    return value


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return type hints for an object (string annotations are resolved by name only)."""
    hints = {}
    if isinstance(obj, type):
        if localns is None:
            localns = {base.__name__: base for base in obj.__mro__}
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get('__annotations__', {})
            for name, value in ann.items():
                hints[name] = _resolve(value, globalns, localns)
    else:
        ann = getattr(obj, '__annotations__', None)
        if ann is None:
            raise TypeError(f'{obj!r} is not a module, class, method, or function.')
        for name, value in ann.items():
            hints[name] = _resolve(value, globalns, localns)
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class IO(Generic):
    """Generic base class for TextIO and BinaryIO."""


class TextIO(IO):
    """Typed version of the return of open() in text mode."""


class BinaryIO(IO):
    """Typed version of the return of open() in binary mode."""


_TYPING_NAMES = {name: value for name, value in [
    ('Any', Any), ('List', List), ('Dict', Dict), ('Set', Set), ('Tuple', Tuple), ('Optional', Optional),
    ('Union', Union), ('Callable', Callable), ('Iterable', Iterable), ('Iterator', Iterator),
    ('Sequence', Sequence), ('Mapping', Mapping), ('Type', Type), ('FrozenSet', FrozenSet)]}

#: lazy Pattern Match
_re = _sandpy_import('re')


class Pattern(_BareAlias, _re.Pattern):
    pass


class Match(_BareAlias, _re.Match):
    pass


_register_alias(Pattern, _re.Pattern, 1, False)
_register_alias(Match, _re.Match, 1, False)
del _re
