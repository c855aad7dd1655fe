"""The typing module: support for type hints (sandpy)."""

_collections = _sandpy_import('collections')
_abc = _sandpy_import('collections.abc')
_abcmod = _sandpy_import('abc')
del _sandpy_import

TYPE_CHECKING = False
_NoneType = type(None)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, type(_type_repr)):
        return obj.__name__
    return repr(obj)


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg):
    arg = _type_convert(arg)
    if isinstance(arg, _GenericAlias) and arg.__origin__ in (ClassVar, Final):
        raise TypeError(f"{arg} is not valid as type argument")
    if isinstance(arg, _SpecialForm):
        if arg._name in ('Any', 'LiteralString', 'NoReturn', 'Never', 'Self', 'TypeAlias'):
            return arg
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if isinstance(arg, type) and arg.__module__ == 'typing' and arg.__name__ in ('Generic', 'Protocol'):
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if type(arg) is tuple:
        raise TypeError(f"{msg} Got {repr(arg)[:100]}.")
    return arg


def _as_tuple(params):
    return params if isinstance(params, tuple) else (params,)


def _collect_parameters(args):
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec, TypeVarTuple)):
            if t not in params:
                params.append(t)
        elif isinstance(t, (list, tuple)):
            for p in _collect_parameters(t):
                if p not in params:
                    params.append(p)
        else:
            for p in getattr(t, '__parameters__', ()) if isinstance(t, _GenericAlias) else ():
                if p not in params:
                    params.append(p)
    return tuple(params)


def _subst(arg, mapping):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return mapping.get(arg, arg)
    if isinstance(arg, _GenericAlias) and arg.__parameters__:
        return arg[tuple(mapping.get(p, p) for p in arg.__parameters__)]
    if isinstance(arg, list):
        return [_subst(a, mapping) for a in arg]
    return arg


class _Final:
    """Mixin to prohibit subclassing."""
    __module__ = 'typing'


class _SpecialForm(_Final):
    def __init__(self, name, doc, getitem):
        self._name = name
        self.__doc__ = doc
        self._getitem = getitem

    def __repr__(self):
        return 'typing.' + self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __hash__(self):
        return hash(self._name)

    def __eq__(self, other):
        return self is other


def _not_subscriptable(self, parameters):
    raise TypeError(f"{self} is not subscriptable")


class _AnyForm(_SpecialForm):
    def __call__(self, *args, **kwds):
        raise TypeError("Any cannot be instantiated")


def _any_getitem(self, parameters):
    raise TypeError("type 'Any' is not subscriptable")


Any = _AnyForm('Any', 'Special type indicating an unconstrained type.', _any_getitem)
NoReturn = _SpecialForm('NoReturn', 'Special type indicating functions that never return.', _not_subscriptable)
Never = _SpecialForm('Never', 'The bottom type, a type that has no members.', _not_subscriptable)
Self = _SpecialForm('Self', 'Used to spell the type of "self" in classes.', _not_subscriptable)
LiteralString = _SpecialForm('LiteralString', 'Represents an arbitrary literal string.', _not_subscriptable)
TypeAlias = _SpecialForm('TypeAlias', 'Special marker indicating that an assignment should be recognized as a '
                         'proper type alias definition by type checkers.', _not_subscriptable)


def _single_type_form(self, parameters):
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,), self._name)


ClassVar = _SpecialForm('ClassVar', 'Special type construct to mark class variables.', _single_type_form)
Final = _SpecialForm('Final', 'Special typing construct to indicate final names to type checkers.', _single_type_form)
TypeGuard = _SpecialForm('TypeGuard', 'Special typing form used to annotate the return type of a user-defined '
                         'type guard function.', _single_type_form)
Required = _SpecialForm('Required', 'A special typing construct to mark a key of a total=False TypedDict as '
                        'required.', _single_type_form)
NotRequired = _SpecialForm('NotRequired', 'A special typing construct to mark a key of a TypedDict as '
                           'potentially missing.', _single_type_form)
Unpack = _SpecialForm('Unpack', 'Type unpack operator.', _single_type_form)


def _flatten_union(parameters):
    params = []
    for p in parameters:
        if isinstance(p, _UnionGenericAlias):
            params.extend(p.__args__)
        else:
            params.append(p)
    out = []
    for p in params:
        if p not in out:
            out.append(p)
    return tuple(out)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    parameters = _as_tuple(parameters)
    msg = "Union[arg, ...]: each arg must be a type."
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _flatten_union(parameters)
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and _NoneType in parameters:
        return _UnionGenericAlias(self, parameters, 'Optional')
    return _UnionGenericAlias(self, parameters)


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, _NoneType]


def _literal_getitem(self, parameters):
    parameters = _as_tuple(parameters)
    flat = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    out = []
    seen = []
    for p in flat:
        key = (p, type(p))
        if key not in seen:
            seen.append(key)
            out.append(p)
    return _LiteralGenericAlias(self, tuple(out))


def _concatenate_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    parameters = _as_tuple(parameters)
    return _GenericAlias(self, parameters, 'Concatenate')


Union = _SpecialForm('Union', 'Union type; Union[X, Y] means either X or Y.', _union_getitem)
Optional = _SpecialForm('Optional', 'Optional type; Optional[X] is equivalent to Union[X, None].', _optional_getitem)
Literal = _SpecialForm('Literal', 'Special typing form to define literal types (a.k.a. value types).',
                       _literal_getitem)
Concatenate = _SpecialForm('Concatenate', 'Used in conjunction with ParamSpec and Callable.', _concatenate_getitem)


class ForwardRef(_Final):
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            module_repr = ''
        else:
            module_repr = f', module={self.__forward_module__!r}'
        return f'ForwardRef({self.__forward_arg__!r}{module_repr})'


class TypeVar(_Final):
    """Type variable."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if constraints and len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound is not None else None
        self.__module__ = '__main__'

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class TypeVarTuple(_Final):
    """Type variable tuple."""

    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__


class ParamSpecArgs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"


class ParamSpecKwargs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"


class ParamSpec(_Final):
    """Parameter specification variable."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound is not None else None

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__


class _GenericAlias(_Final):
    """A subscripted generic: typing.List[int], __main__.Box[str], typing.ClassVar[int]..."""

    def __init__(self, origin, args, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
        self.__parameters__ = _collect_parameters(args)

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return f'{name}[{args}]'

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __getitem__(self, args):
        params = self.__parameters__
        if not params:
            raise TypeError(f"{self} is not a generic class")
        args = tuple(_type_convert(a) for a in _as_tuple(args))
        if len(args) != len(params):
            raise TypeError(f"Too {'many' if len(args) > len(params) else 'few'} arguments for {self}; "
                            f"actual {len(args)}, expected {len(params)}")
        mapping = dict(zip(params, args))
        return self.copy_with(tuple(_subst(a, mapping) for a in self.__args__))

    def copy_with(self, args):
        return _GenericAlias(self.__origin__, args, self._name, self._inst)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return f'typing.Callable[..., {_type_repr(args[1])}]'
        return f'typing.Callable[[{", ".join([_type_repr(a) for a in args[:-1]])}], {_type_repr(args[-1])}]'

    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, self._name, self._inst)


class _UnionGenericAlias(_GenericAlias):
    def __init__(self, origin, args, name=None):
        super().__init__(origin, args, name)

    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        # Also equal to the PEP 604 form: Optional[int] == (int | None).
        pep604 = type(other).__name__ == 'UnionType' and type(other).__module__ == 'types'
        if not isinstance(other, _UnionGenericAlias) and not pep604:
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return f'typing.Optional[{_type_repr(args[1])}]'
            elif args[1] is _NoneType:
                return f'typing.Optional[{_type_repr(args[0])}]'
        return 'typing.Union[' + ', '.join([_type_repr(a) for a in args]) + ']'



class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        super().__init__(origin, args, 'Literal')
        self.__parameters__ = ()

    def __repr__(self):
        return 'typing.Literal[' + ', '.join([repr(a) for a in self.__args__]) + ']'

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((a, type(a)) for a in self.__args__) == set((a, type(a)) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((a, type(a)) for a in self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,))
        self.__metadata__ = metadata

    def copy_with(self, params):
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(_type_repr(self.__origin__),
                                                  ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Add context specific metadata to a type."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
        msg = "Annotated[t, ...]: t must be a type."
        origin = _type_check(params[0], msg)
        metadata = tuple(params[1:])
        return _AnnotatedAlias(origin, metadata)


