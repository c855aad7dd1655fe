"""Enumerations (sandpy): Enum, IntEnum, StrEnum, Flag, IntFlag and their helpers."""

_types = _sandpy_import('types')
del _sandpy_import
MappingProxyType = _types.MappingProxyType
DynamicClassAttribute = _types.DynamicClassAttribute
_BuiltinType = _types.BuiltinFunctionType
_FunctionType = _types.FunctionType
_bltn_property = property
_bltn_bin = bin

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
    'auto', 'unique', 'property', 'verify', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
    'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
]

# The base classes do not exist while they are being built; code below tests for None.
Enum = Flag = ReprEnum = EJECT = KEEP = STRICT = None


# ----- names and values -------------------------------------------------------------

def _is_dunder(name):
    return (len(name) > 4 and name[:2] == '__' and name[-2:] == '__'
            and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == '_' and name[-1] == '_'
            and name[1] != '_' and name[-2] != '_')


def _is_private(cls_name, name):
    prefix = '_' + cls_name.lstrip('_') + '__'
    return name.startswith(prefix) and len(name) > len(prefix) and not name.endswith('__')


def _is_descriptor(obj):
    if isinstance(obj, (_FunctionType, _BuiltinType, _bltn_property, classmethod, staticmethod)):
        return True
    kind = type(obj)
    return hasattr(kind, '__get__') or hasattr(kind, '__set__') or hasattr(kind, '__delete__')


def _is_single_bit(num):
    return num != 0 and num & (num - 1) == 0


def _iter_bits_lsb(num):
    original = num
    if isinstance(num, Enum):
        num = num.value
    if num < 0:
        raise ValueError('%r is not a positive integer' % original)
    while num:
        low = num & (~num + 1)
        yield low
        num ^= low


def show_flag_values(value):
    return list(_iter_bits_lsb(value))


def bin(num, max_bits=None):
    """Like bin(), with negatives in two's complement and a separate sign bit."""
    ceiling = 2 ** num.bit_length()
    if num >= 0:
        text = _bltn_bin(num + ceiling).replace('1', '0', 1)
    else:
        text = _bltn_bin(~num ^ (ceiling - 1) + ceiling)
    sign, digits = text[:3], text[3:]
    if max_bits is not None and len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return '%s %s' % (sign, digits)


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


class nonmember:
    """Protects an item from becoming an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class member:
    """Forces an item to become an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class _MemberAttribute:
    """`name` and `value` of enum members: read-only on members."""

    def __init__(self, fget):
        self.fget = fget
        self.__doc__ = fget.__doc__
        self.name = fget.__name__

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            found = getattr(ownerclass, '_member_map_', {}).get(self.name)
            if found is None:
                raise AttributeError('%r has no attribute %r' % (ownerclass, self.name))
            return found
        return self.fget(instance)

    def __set__(self, instance, value):
        raise AttributeError("<enum 'Enum'> cannot set attribute %r" % (self.name,))

    def __delete__(self, instance):
        raise AttributeError("<enum 'Enum'> cannot delete attribute %r" % (self.name,))


# ----- class construction -----------------------------------------------------------

class _EnumDict(dict):
    """The class-body namespace of enums: records member names and resolves auto()."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = ''
        self._generate_next_value = None

    def __setitem__(self, key, value):
        if _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_',
                           '_ignore_', '_iter_member_', '_iter_member_by_value_',
                           '_iter_member_by_def_'):
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key,))
            if key == '_generate_next_value_':
                if self._auto_called:
                    raise TypeError('_generate_next_value_ must be defined before members')
                self._generate_next_value = value.__func__ if isinstance(value, staticmethod) else value
            elif key == '_ignore_':
                if isinstance(value, str):
                    value = value.replace(',', ' ').split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError('_ignore_ cannot specify already set names: %r' % (already,))
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError('%r already defined as %r' % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            value = self._resolve_auto(key, value)
            self._member_names[key] = None
        super().__setitem__(key, value)

    def _resolve_auto(self, key, value):
        single = isinstance(value, auto)
        items = (value,) if single else value
        if type(items) is not tuple or not any(isinstance(v, auto) for v in items):
            self._last_values.append(value)
            return value
        resolved = []
        for v in items:
            if isinstance(v, auto):
                if v.value is _auto_null:
                    v.value = self._generate_next_value(
                        key, 1, len(self._member_names), self._last_values[:])
                    self._auto_called = True
                v = v.value
                self._last_values.append(v)
            resolved.append(v)
        return resolved[0] if single else tuple(resolved)

    def update(self, members=(), **more):
        items = members.items() if hasattr(members, 'items') else members
        for name, value in items:
            self[name] = value
        for name, value in more.items():
            self[name] = value


class _ProtoMember:
    """Stands in the class dict for a future member until the class exists."""

    def __init__(self, value):
        self.value = value

    def __set_name__(self, enum_class, member_name):
        type.__delattr__(enum_class, member_name)
        value = self.value
        args = value if isinstance(value, tuple) else (value,)
        if enum_class._member_type_ is tuple:
            args = (args,)
        if enum_class._use_args_:
            enum_member = enum_class._new_member_(enum_class, *args)
        else:
            enum_member = enum_class._new_member_(enum_class)
        if not hasattr(enum_member, '_value_'):
            if enum_class._member_type_ is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = enum_class._member_type_(*args)
                except Exception as exc:
                    raise TypeError('_value_ not set in __new__, unable to create it') from exc
        value = enum_member._value_
        enum_member._name_ = member_name
        enum_member.__init__(*args)
        enum_member._sort_order_ = len(enum_class._member_names_)
        is_flag = Flag is not None and issubclass(enum_class, Flag)
        if is_flag:
            type.__setattr__(enum_class, '_flag_mask_', enum_class._flag_mask_ | value)
            if _is_single_bit(value):
                type.__setattr__(enum_class, '_singles_mask_', enum_class._singles_mask_ | value)
            type.__setattr__(enum_class, '_all_bits_', 2 ** enum_class._flag_mask_.bit_length() - 1)
        canonical = _find_member(enum_class, value)
        if canonical is None:
            if not is_flag or _is_single_bit(value):
                enum_class._member_names_.append(member_name)
        else:
            enum_member = canonical
        type.__setattr__(enum_class, member_name, enum_member)
        enum_class._member_map_[member_name] = enum_member
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            enum_class._unhashable_values_.append(value)


def _find_member(enum_class, value):
    """The member already holding `value`, or None."""
    try:
        return enum_class._value2member_map_.get(value)
    except TypeError:
        for candidate in enum_class._member_map_.values():
            if candidate._value_ == value:
                return candidate
    return None


def _own(cls, name):
    return name in cls.__dict__


def _repr_enum_str(self):
    data = self._member_type_
    if issubclass(data, str):
        return ''.join([self])
    if data.__str__ is object.__str__:
        return data.__repr__(self)
    return data.__str__(self)


def _repr_enum_format(self, spec):
    data = self._member_type_
    if issubclass(data, str):
        return format(''.join([self]), spec)
    if data in (int, float, complex):
        return format(data(self), spec)
    return data.__format__(self, spec)


def _data_hash(self):
    return hash(self._value_)


class EnumType(type):
    """Metaclass for Enum."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict['_generate_next_value_'] = getattr(first_enum, '_generate_next_value_', None)
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        if not isinstance(classdict, _EnumDict):
            prepared = metacls.__prepare__(cls, bases)
            for key, value in classdict.items():
                prepared[key] = value
            classdict = prepared
        classdict.setdefault('_ignore_', []).append('_ignore_')
        for key in classdict['_ignore_']:
            classdict.pop(key, None)
        member_names = list(classdict._member_names)
        invalid = [n for n in member_names if n in ('mro', '')]
        if invalid:
            raise ValueError('invalid enum member name(s) %s' % ','.join(repr(n) for n in invalid))
        order = classdict.pop('_order_', None)
        classdict = dict(classdict.items())
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        new_member, save_new, use_args = metacls._find_new_(classdict, member_type, first_enum)
        classdict['_new_member_'] = new_member
        classdict['_use_args_'] = use_args
        for name in member_names:
            classdict[name] = _ProtoMember(classdict[name])
        classdict['_member_names_'] = []
        classdict['_member_map_'] = {}
        classdict['_value2member_map_'] = {}
        classdict['_unhashable_values_'] = []
        classdict['_member_type_'] = member_type
        classdict['_value_repr_'] = metacls._find_data_repr_(cls, bases)
        classdict['_boundary_'] = boundary or getattr(first_enum, '_boundary_', None)
        classdict['_flag_mask_'] = 0
        classdict['_singles_mask_'] = 0
        classdict['_all_bits_'] = 0
        classdict['_inverted_'] = None
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        own = set(enum_class.__dict__)
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type '
                                '(i.e. int, str, float, etc.)')
            if '__format__' not in own:
                type.__setattr__(enum_class, '__format__', _repr_enum_format)
                own.add('__format__')
            if '__str__' not in own:
                type.__setattr__(enum_class, '__str__', _repr_enum_str)
                own.add('__str__')
        if first_enum is not None:
            for name in ('__repr__', '__str__', '__format__'):
                if name in own:
                    continue
                enum_method = getattr(first_enum, name)
                found = getattr(enum_class, name)
                if found is enum_method:
                    continue
                if (isinstance(found, _BuiltinType) or found is getattr(member_type, name)
                        or found is getattr(object, name)):
                    type.__setattr__(enum_class, name, enum_method)
            if member_type is not object and '__hash__' not in own:
                type.__setattr__(enum_class, '__hash__', _data_hash)
        if Flag is not None and issubclass(enum_class, Flag):
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__', '__invert__'):
                if name not in own:
                    type.__setattr__(enum_class, name, getattr(Flag, name))
        if Enum is not None:
            if save_new:
                type.__setattr__(enum_class, '__new_member__', new_member)
            type.__setattr__(enum_class, '__new__', Enum.__new__)
        if isinstance(order, str):
            order = order.replace(',', ' ').split()
        if (Flag is None and cls != 'Flag') or (Flag is not None and not issubclass(enum_class, Flag)):
            for name in ('_boundary_', '_flag_mask_', '_singles_mask_', '_all_bits_', '_inverted_'):
                type.__delattr__(enum_class, name)
        else:
            values = [m._value_ for m in enum_class]
            if values != sorted(values):
                type.__setattr__(enum_class, '_iter_member_', enum_class._iter_member_by_def_)
            if order:
                order = [o for o in order
                         if o not in enum_class._member_map_ or _is_single_bit(enum_class[o]._value_)]
        if order:
            order = [o for o in order
                     if o not in enum_class._member_map_ or o in enum_class._member_names_]
            if order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, order))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __contains__(cls, obj):
        if not isinstance(obj, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(obj).__qualname__, cls.__class__.__qualname__))
        return isinstance(obj, cls) and obj._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError('%r cannot delete member %r.' % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @_bltn_property
    def __members__(cls):
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return '<flag %r>' % cls.__name__
        return '<enum %r>' % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        if name in getattr(cls, '_member_map_', ()):
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        first_enum = metacls._get_mixins_(class_name, bases)[1]
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            pairs, last_values = [], []
            for count, name in enumerate(names):
                value = first_enum._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                pairs.append((name, value))
            names = pairs
        if names is None:
            names = ()
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        classdict['__module__'] = '__main__' if module is None else module
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError('<enum %r> cannot extend %r' % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError('new enumerations should be created as '
                            '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_repr_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if base is object:
                    continue
                if isinstance(base, EnumType):
                    return base._value_repr_
                if _own(base, '__repr__') and not isinstance(base.__dict__['__repr__'], _BuiltinType):
                    return base.__dict__['__repr__']
        return None

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = []
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                if isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        if base._member_type_ not in data_types:
                            data_types.append(base._member_type_)
                        break
                elif _own(base, '__new__') or _own(base, '__dataclass_fields__'):
                    found = candidate or base
                    if found not in data_types:
                        data_types.append(found)
                    break
                else:
                    candidate = candidate or base
        if len(data_types) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, set(data_types)))
        return data_types[0] if data_types else None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        new = classdict.get('__new__', None)
        save_new = first_enum is not None and new is not None
        if new is None:
            for method in ('__new_member__', '__new__'):
                for possible in (member_type, first_enum):
                    target = getattr(possible, method, None)
                    if target is None or target is object.__new__:
                        continue
                    if Enum is not None and target is Enum.__new__:
                        continue
                    if target is type(None).__new__:
                        continue
                    new = target
                    break
                if new is not None:
                    break
            else:
                new = object.__new__
        use_args = not (first_enum is None or new is object.__new__
                        or (Enum is not None and new is Enum.__new__))
        return new, save_new, use_args


EnumMeta = EnumType


# ----- the base classes -------------------------------------------------------------

class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for candidate in cls._member_map_.values():
                if candidate._value_ == value:
                    return candidate
        if not cls._member_map_:
            raise TypeError('%r has no members defined' % cls)
        try:
            exc = None
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT and isinstance(result, int):
            return result
        not_valid = ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        if result is None and exc is None:
            raise not_valid
        if exc is None:
            exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = not_valid
        raise exc

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last = last_values[-1]
            ordered = sorted(last_values)
            if last == ordered[-1]:
                return last + 1
            raise TypeError
        except TypeError:
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return '<%s.%s: %s>' % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @_MemberAttribute
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @_MemberAttribute
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints."""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
        if len(values) >= 2 and not isinstance(values[1], str):
            raise TypeError('encoding must be a string, not %r' % (values[1],))
        if len(values) == 3 and not isinstance(values[2], str):
            raise TypeError('errors must be a string, not %r' % (values[2],))
        value = str(*values)
        result = str.__new__(cls, value)
        result._value_ = value
        return result

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """How Flag handles values with bits outside its members: strict, conform, eject, keep."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """Support for flags."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last = max(last_values)
        try:
            high = last.bit_length() - 1
        except Exception:
            raise TypeError('invalid flag value %r' % last) from None
        return 2 ** (high + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        for bit in _iter_bits_lsb(value & cls._flag_mask_):
            yield cls._value2member_map_.get(bit)

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            boundary = cls._boundary_
            if boundary is STRICT:
                width = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s'
                                 % (cls, value, bin(value, width), bin(flag_mask, width)))
            if boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** value.bit_length()) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, boundary))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, value, unknown, _bltn_bin(unknown)))
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo, '_value_'):
            pseudo._value_ = value
        if member_value or aliases:
            members = []
            combined = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined |= m._value_
            if aliases:
                value = member_value | aliases
                for pm in cls._member_map_.values():
                    if pm not in members and pm._value_ and pm._value_ & value == pm._value_:
                        members.append(pm)
                        combined |= pm._value_
            unknown = value ^ combined
            pseudo._name_ = '|'.join([m._name_ for m in members])
            if not combined:
                pseudo._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%r: no members with value %r' % (cls, unknown))
            elif unknown:
                pseudo._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo._name_ = None
        pseudo = cls._value2member_map_.setdefault(value, pseudo)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo
        return pseudo

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return '<%s: %s>' % (cls_name, v_repr(self._value_))
        return '<%s.%s: %s>' % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return '%s.%s' % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return other
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return other
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return other
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = self.__class__(~self._value_)
            else:
                self._inverted_ = self.__class__(self._singles_mask_ & ~self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags."""


# ----- decorators -------------------------------------------------------------------

def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]
    if duplicates:
        details = ', '.join('%s -> %s' % pair for pair in duplicates)
        raise ValueError('duplicate values found in %r: %s' % (enumeration, details))
    return enumeration


class EnumCheck(StrEnum):
    """Various conditions to check an enumeration for."""
    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
    UNIQUE = 'one name per value'


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Check an enumeration for various constraints (see EnumCheck)."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        cls_name = enumeration.__name__
        if issubclass(enumeration, Flag):
            kind = 'flag'
        elif issubclass(enumeration, Enum):
            kind = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            if check is UNIQUE:
                dups = [(n, m.name) for n, m in enumeration.__members__.items() if n != m.name]
                if dups:
                    details = ', '.join('%s -> %s' % pair for pair in dups)
                    raise ValueError('aliases found in %r: %s' % (enumeration, details))
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                if kind == 'flag':
                    missing = [2 ** i for i in range(low.bit_length(), high.bit_length() - 1)
                               if 2 ** i not in values]
                else:
                    missing = [i for i in range(low + 1, high) if i not in values]
                if missing:
                    raise ValueError(('invalid %s %r: missing values %s'
                                      % (kind, cls_name, ', '.join(str(m) for m in missing)))[:256])
            elif check is NAMED_FLAGS:
                names = enumeration._member_names_
                member_values = [m.value for m in enumeration]
                missing_names = []
                missing_value = 0
                for name, alias in enumeration._member_map_.items():
                    if name in names or alias.value < 0:
                        continue
                    missed = [v for v in _iter_bits_lsb(alias.value) if v not in member_values]
                    if missed:
                        missing_names.append(name)
                        for v in missed:
                            missing_value |= v
                if missing_names:
                    if len(missing_names) == 1:
                        alias = 'alias %s is missing' % missing_names[0]
                    else:
                        alias = 'aliases %s and %s are missing' % (', '.join(missing_names[:-1]), missing_names[-1])
                    if _is_single_bit(missing_value):
                        value = 'value 0x%x' % missing_value
                    else:
                        value = 'combined values of 0x%x' % missing_value
                    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                                     % (cls_name, alias, value))
        return enumeration


property = DynamicClassAttribute
