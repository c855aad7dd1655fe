//! `abc`: abstract base classes (ABC, ABCMeta, abstractmethod, register, `__subclasshook__`).
//!
//! sandpy has no metaclasses: `class C(metaclass=ABCMeta)` is accepted but the metaclass is
//! ignored by the engine, so the ABC behaviour lives on the [`ABC`] base class instead:
//!
//! * `ABC.__new__` refuses to instantiate a class that still has abstract methods, with
//!   CPython 3.11's message ("Can't instantiate abstract class X with abstract method y").
//!   The abstract set is computed per class (cached) from `__isabstractmethod__` markers,
//!   including properties, classmethods and staticmethods wrapping abstract functions.
//! * `ABC.register(C)` records a virtual subclass; `isinstance(x, SomeABC)` consults the
//!   registry, `__subclasshook__` and the ABC's own ABC subclasses through
//!   `__instancecheck__` and `__subclasscheck__` (which the engine's `isinstance` and
//!   `issubclass` honour).
//!
//! Classes using `metaclass=ABCMeta` without deriving from ABC therefore get no instantiation
//! check and no `register` until the engine maps `metaclass=ABCMeta` to an `ABC` base (see
//! the `__sandpy_base__` attribute of ABCMeta, meant for that engine hook).

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

const SOURCE: &str = r#"
"""Abstract Base Classes (ABCs) according to PEP 3119."""

_registry = {}
_subclasses = {}
_abstract_cache = {}
_check_cache = {}
_token = [0]


def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def abstractclassmethod(callable):
    """A decorator indicating abstract classmethods (deprecated, use classmethod + abstractmethod)."""
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    """A decorator indicating abstract staticmethods (deprecated, use staticmethod + abstractmethod)."""
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    """A decorator indicating abstract properties (deprecated, use property + abstractmethod)."""
    for f in (fget, fset, fdel):
        if f is not None:
            f.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _is_abstract(value):
    if getattr(value, '__isabstractmethod__', False):
        return True
    if isinstance(value, property):
        return any(getattr(f, '__isabstractmethod__', False) for f in (value.fget, value.fset, value.fdel))
    if isinstance(value, (classmethod, staticmethod)):
        return getattr(value.__wrapped__, '__isabstractmethod__', False)
    return False


def _compute_abstracts(cls):
    # As CPython: the class's own abstract members, plus each name its bases left
    # abstract that the class still resolves to an abstract member.
    own = cls.__dict__
    abstracts = set()
    for name in own:
        if _is_abstract(own[name]):
            abstracts.add(name)
    for base in cls.__bases__:
        if not _is_abc(base):
            continue
        for name in _abstracts_of(base):
            if name in own:
                continue
            for klass in cls.__mro__:
                d = klass.__dict__
                if name in d:
                    if _is_abstract(d[name]):
                        abstracts.add(name)
                    break
    return frozenset(abstracts)


def _abstracts_of(cls):
    found = _abstract_cache.get(cls)
    if found is None:
        found = _compute_abstracts(cls)
        _abstract_cache[cls] = found
    return found


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class."""
    if isinstance(cls, type) and _is_abc(cls):
        found = _compute_abstracts(cls)
        _abstract_cache[cls] = found
        cls.__abstractmethods__ = found
    return cls


def _is_abc(cls):
    return ABC in cls.__mro__


def _issub(C, parent):
    if parent in C.__mro__:
        return True
    if _is_abc(parent):
        return _abc_subclasscheck(parent, C)
    return False


def _abc_subclasscheck(cls, C):
    if not isinstance(C, type):
        raise TypeError('issubclass() arg 1 must be a class')
    key = (cls, C)
    cached = _check_cache.get(key)
    if cached is not None:
        return cached
    _check_cache[key] = False
    result = _abc_subclasscheck_uncached(cls, C)
    _check_cache[key] = result
    return result


def _abc_subclasscheck_uncached(cls, C):
    if cls in C.__mro__:
        return True
    ok = cls.__subclasshook__(C)
    if ok is not NotImplemented:
        return bool(ok)
    for r in _registry.get(cls, ()):
        if _issub(C, r):
            return True
    for scls in _subclasses.get(cls, ()):
        if _abc_subclasscheck(scls, C):
            return True
    return False


def get_cache_token():
    """Returns the current ABC cache token (bumped by every register())."""
    return _token[0]


class ABC:
    """Helper class that provides a standard way to create an ABC using inheritance."""

    def __init_subclass__(cls, **kwargs):
        for base in cls.__bases__:
            if _is_abc(base):
                _subclasses.setdefault(base, []).append(cls)
        found = _compute_abstracts(cls)
        _abstract_cache[cls] = found
        cls.__abstractmethods__ = found
        _check_cache.clear()

    def __new__(cls, *args, **kwargs):
        abstracts = _abstracts_of(cls)
        if abstracts:
            names = sorted(abstracts)
            raise TypeError("Can't instantiate abstract class %s with abstract method%s %s"
                            % (cls.__name__, 's' if len(names) > 1 else '', ', '.join(names)))
        if (args or kwargs) and cls.__init__ is object.__init__:
            raise TypeError(f'{cls.__name__}() takes no arguments')
        return super().__new__(cls)

    def __instancecheck__(cls, instance):
        return _abc_subclasscheck(cls, type(instance))

    def __subclasscheck__(cls, subclass):
        return _abc_subclasscheck(cls, subclass)

    @classmethod
    def __subclasshook__(cls, C):
        return NotImplemented

    @classmethod
    def register(cls, subclass):
        """Register a virtual subclass of an ABC. Returns the subclass, to allow usage as a class decorator."""
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if _issub(subclass, cls):
            return subclass
        if _issub(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        _registry.setdefault(cls, []).append(subclass)
        _check_cache.clear()
        _token[0] += 1
        return subclass

    @classmethod
    def _sandpy_issubclass(cls, C):
        return _abc_subclasscheck(cls, C)


ABC.__abstractmethods__ = frozenset()


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes (ABCs).

    In sandpy the ABC machinery lives on the ABC base class; this metaclass is accepted in
    class statements for compatibility.
    """
    __sandpy_base__ = ABC

    def register(cls, subclass):
        return ABC.register.__func__(cls, subclass)

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = vm.new_namespace("abc");
    super::python_module(vm, "abc", SOURCE, ns)
}
