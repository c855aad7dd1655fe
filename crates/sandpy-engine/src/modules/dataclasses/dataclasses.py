"""Data classes (sandpy): generated __init__/__repr__/__eq__/ordering/__hash__ for classes
with annotated fields. The generated methods are closures over the field lists; __init__
binds its arguments natively (_dc_init) since there is no exec."""

_copy = _sandpy_import('copy')
_types = _sandpy_import('types')

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass', 'replace',
           'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()

_EMPTY_METADATA = _types.MappingProxyType({})


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'

_KEYWORDS = frozenset((
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
    'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
    'return', 'try', 'while', 'with', 'yield'))


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            name = self.type.__name__
        else:
            name = repr(self.type)
        return f'dataclasses.InitVar[{name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _EMPTY_METADATA if metadata is None else _types.MappingProxyType(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        hook = getattr(type(self.default), '__set_name__', None)
        if hook:
            hook(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


# ----- annotation kinds ---------------------------------------------------------------

def _split_annotation(text):
    """'mod.Name[...]' -> ('mod', 'Name'); 'Name' -> (None, 'Name'); else (None, None)."""
    head = text.strip()
    for stop in '[(':
        head = head.split(stop, 1)[0]
    parts = [p.strip() for p in head.split('.')]
    if len(parts) == 1 and parts[0].isidentifier():
        return None, parts[0]
    if len(parts) == 2 and parts[0].isidentifier() and parts[1].isidentifier():
        return parts[0], parts[1]
    return None, None


def _is_classvar(a_type):
    if isinstance(a_type, str):
        return _dc_loaded('typing') and _split_annotation(a_type)[1] == 'ClassVar'
    if getattr(type(a_type), '__module__', None) != 'typing':
        return False
    typing = _sandpy_import('typing')
    return (a_type is typing.ClassVar
            or (isinstance(a_type, typing._GenericAlias) and a_type.__origin__ is typing.ClassVar))


def _is_initvar(a_type):
    if isinstance(a_type, str):
        return _split_annotation(a_type)[1] == 'InitVar'
    return a_type is InitVar or type(a_type) is InitVar


def _is_kw_only(a_type):
    if isinstance(a_type, str):
        return _split_annotation(a_type)[1] == 'KW_ONLY'
    return a_type is KW_ONLY


def _is_mutable_default(value):
    kind = type(value)
    return kind.__hash__ is None or issubclass(kind, (list, dict, set, bytearray))


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(a_type):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR) and f.default_factory is not MISSING:
        raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    elif f.kw_only is not MISSING:
        raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    if f._field_type is _FIELD and f.default is not MISSING and _is_mutable_default(f.default):
        raise ValueError(f'mutable default {type(f.default)} for field {f.name} '
                         'is not allowed: use default_factory')
    return f


# ----- generated methods --------------------------------------------------------------

def _set_qualname(cls, fn):
    fn.__qualname__ = f'{cls.__qualname__}.{fn.__name__}'
    return fn


def _set_new_attribute(cls, own, name, value):
    """Sets cls.name unless the class body defined it; True when it was already there."""
    if name in own:
        return True
    if isinstance(value, _types.FunctionType):
        _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


def _format_annotation(annotation):
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, _types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ == 'builtins':
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


def _signature_text(std_fields, kw_fields):
    def param(f):
        text = f'{f.name}: {_format_annotation(f.type)}'
        if f.default_factory is not MISSING:
            return text + ' = <factory>'
        if f.default is not MISSING:
            return text + f' = {f.default!r}'
        return text
    parts = [param(f) for f in std_fields]
    if kw_fields:
        parts.append('*')
        parts.extend(param(f) for f in kw_fields)
    return '(' + ', '.join(parts) + ')'


def _function_signature(func):
    """inspect.signature-style text of a Python function, without its first parameter."""
    layout = _dc_params(func)
    if layout is None:
        return '()'
    names, posonly, argcount, kwonly, varargs, varkw = layout
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    annotations = func.__annotations__

    def param(name, prefix='', default=MISSING):
        text = prefix + name
        if name in annotations:
            text += ': ' + _format_annotation(annotations[name])
            if default is not MISSING:
                text += ' = ' + repr(default)
        elif default is not MISSING:
            text += '=' + repr(default)
        return text

    params = []
    first_default = argcount - len(defaults)
    for i in range(argcount):
        default = defaults[i - first_default] if i >= first_default else MISSING
        params.append((param(names[i], default=default), 'posonly' if i < posonly else 'pos'))
    rest = names[argcount:]
    if varargs:
        params.append((param(rest[kwonly], '*'), 'varargs'))
    for name in rest[:kwonly]:
        params.append((param(name, default=kwdefaults.get(name, MISSING)), 'kwonly'))
    if varkw:
        params.append((param(rest[-1], '**'), 'varkw'))
    params = params[1:]
    parts = []
    star = varargs
    for i, (text, kind) in enumerate(params):
        if kind == 'kwonly' and not star:
            parts.append('*')
            star = True
        parts.append(text)
        if kind == 'posonly' and (i + 1 == len(params) or params[i + 1][1] != 'posonly'):
            parts.append('/')
    return '(' + ', '.join(parts) + ')'


def _init_spec(cls, all_fields, std_fields, kw_fields, frozen, has_post_init):
    seen_default = False
    for f in std_fields:
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f'non-default argument {f.name!r} follows default argument')
    params = list(std_fields) + list(kw_fields)
    index = {f.name: i for i, f in enumerate(params)}
    defaults = []
    for f in params:
        if f.default_factory is not MISSING:
            defaults.append(_HAS_DEFAULT_FACTORY)
        else:
            defaults.append(f.default)
    plan = []
    for f in all_fields:
        if f._field_type is _FIELD_INITVAR:
            continue
        factory = None if f.default_factory is MISSING else f.default_factory
        if f.init:
            plan.append((f.name, index[f.name], factory))
        elif factory is not None:
            plan.append((f.name, -1, factory))
    post_init = None
    if has_post_init:
        post_init = tuple(index[f.name] for f in params if f._field_type is _FIELD_INITVAR)
    return (f'{cls.__qualname__}.__init__', tuple(f.name for f in params), len(std_fields),
            tuple(defaults), tuple(plan), bool(frozen), post_init, MISSING, _HAS_DEFAULT_FACTORY)


def _make_init(spec):
    def __init__(self, *args, **kwargs):
        _dc_init(spec, self, args, kwargs)
    return __init__


_repr_running = set()


def _make_repr(names):
    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running.add(key)
        try:
            values = _dc_values(self, names)
            inner = ', '.join([f'{n}={v!r}' for n, v in zip(names, values)])
        finally:
            _repr_running.discard(key)
        return f'{self.__class__.__qualname__}({inner})'
    return __repr__


def _make_eq(names):
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return _dc_values(self, names) == _dc_values(other, names)
        return NotImplemented
    return __eq__


def _make_order(names):
    def __lt__(self, other):
        if other.__class__ is self.__class__:
            return _dc_values(self, names) < _dc_values(other, names)
        return NotImplemented

    def __le__(self, other):
        if other.__class__ is self.__class__:
            return _dc_values(self, names) <= _dc_values(other, names)
        return NotImplemented

    def __gt__(self, other):
        if other.__class__ is self.__class__:
            return _dc_values(self, names) > _dc_values(other, names)
        return NotImplemented

    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return _dc_values(self, names) >= _dc_values(other, names)
        return NotImplemented
    return [__lt__, __le__, __gt__, __ge__]


def _make_hash(names):
    def __hash__(self):
        return hash(_dc_values(self, names))
    return __hash__


def _make_frozen(cls, names):
    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)
    return [__setattr__, __delattr__]


def _hash_none(cls, names):
    return None


def _hash_add(cls, names):
    return _set_qualname(cls, _make_hash(names))


def _hash_exception(cls, names):
    raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')


# (unsafe_hash, eq, frozen, has_explicit_hash) -> action, as in CPython's table.
_hash_action = {
    (False, False, False, False): None,
    (False, False, False, True): None,
    (False, False, True, False): None,
    (False, False, True, True): None,
    (False, True, False, False): _hash_none,
    (False, True, False, True): None,
    (False, True, True, False): _hash_add,
    (False, True, True, True): None,
    (True, False, False, False): _hash_add,
    (True, False, False, True): _hash_exception,
    (True, False, True, False): _hash_add,
    (True, False, True, True): _hash_exception,
    (True, True, False, False): _hash_add,
    (True, True, False, True): _hash_exception,
    (True, True, True, False): _hash_add,
    (True, True, True, True): _hash_exception,
}


# ----- the class transformation -------------------------------------------------------

def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                   slots, weakref_slot):
    fields = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    any_frozen_base = False
    has_dataclass_bases = False
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(base, _PARAMS).frozen:
                any_frozen_base = True
    own = cls.__dict__
    annotations = own.get('__annotations__', {})
    cls_fields = []
    kw_only_seen = False
    for name, a_type in annotations.items():
        if _is_kw_only(a_type):
            if kw_only_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in own.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    setattr(cls, _FIELDS, fields)
    class_hash = own.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and '__eq__' in own))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_fields = tuple(f for f in all_init_fields if f.init and not f.kw_only)
    kw_fields = tuple(f for f in all_init_fields if f.init and f.kw_only)
    if init:
        spec = _init_spec(cls, all_init_fields, std_fields, kw_fields, frozen,
                          hasattr(cls, _POST_INIT_NAME))
        _set_new_attribute(cls, own, '__init__', _make_init(spec))
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, own, '__repr__', _make_repr(tuple(f.name for f in field_list if f.repr)))
    compare_names = tuple(f.name for f in field_list if f.compare)
    if eq:
        _set_new_attribute(cls, own, '__eq__', _make_eq(compare_names))
    if order:
        for fn in _make_order(compare_names):
            if _set_new_attribute(cls, own, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} in class {cls.__name__}. '
                                'Consider using functools.total_ordering')
    if frozen:
        for fn in _make_frozen(cls, tuple(f.name for f in field_list)):
            if _set_new_attribute(cls, own, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} in class {cls.__name__}')
    action = _hash_action[(bool(unsafe_hash), bool(eq), bool(frozen), has_explicit_hash)]
    if action is not None:
        hash_names = tuple(f.name for f in field_list
                           if (f.compare if f.hash is None else f.hash))
        cls.__hash__ = action(cls, hash_names)
    if not getattr(cls, '__doc__'):
        if init and '__init__' not in own:
            text = _signature_text(std_fields, kw_fields)
        else:
            text = _function_signature(cls.__init__)
        cls.__doc__ = cls.__name__ + text
    if match_args:
        _set_new_attribute(cls, own, '__match_args__', tuple(f.name for f in std_fields))
    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, own, weakref_slot)
    if _dc_loaded('abc'):
        _sandpy_import('abc').update_abstractmethods(cls)
    return cls


def _slots_of(cls):
    found = cls.__dict__.get('__slots__')
    if found is None:
        return ()
    if isinstance(found, str):
        return (found,)
    return tuple(found)


def _add_slots(cls, own, weakref_slot):
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(_slots_of(base))
    wanted = field_names + (('__weakref__',) if weakref_slot else ())
    cls_dict['__slots__'] = tuple(n for n in wanted if n not in inherited)
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)
    qualname = cls.__qualname__
    new_cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    new_cls.__qualname__ = qualname
    return new_cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
              slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class."""

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)

    if cls is None:
        return wrap
    return wrap(cls)


# ----- module-level helpers -----------------------------------------------------------

def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass."""
    try:
        found = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in found.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of a dataclass."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dictionary (recursively)."""
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory))
                             for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple (recursively)."""
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with init=False, '
                                 'it cannot be specified with replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f'InitVar {f.name!r} must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True,
                   kw_only=False, slots=False, weakref_slot=False):
    """Return a new dynamically created dataclass."""
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if name in _KEYWORDS:
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp

    def body(ns):
        ns.update(namespace)
        ns.update(defaults)
        ns['__annotations__'] = annotations

    cls = _types.new_class(cls_name, bases, {}, body)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
