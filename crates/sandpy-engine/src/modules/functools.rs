//! `functools`: `reduce` and small helpers are native; the class-shaped API (`partial`,
//! `lru_cache`'s wrapper, `cached_property`, `singledispatch`, `total_ordering`,
//! `cmp_to_key`…) is our own Python source below, run by the engine at import time.
//!
//! Engine notes: a function's `__dict__` is a copy here, so `update_wrapper` copies
//! attributes through a native helper; instance attributes that `cached_property` caches
//! are written straight into the instance dict by another helper.

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const NATIVE: &[(&str, NativeFn)] = &[
    ("reduce", reduce),
    ("_make_key", make_key),
    ("_update_dict", update_dict),
    ("_cache_in_dict", cache_in_dict),
    ("_make_method", make_method),
    ("_bind_descriptor", bind_descriptor),
];

const SOURCE: &str = r#"
WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for name in assigned:
        try:
            value = getattr(wrapped, name)
        except AttributeError:
            continue
        setattr(wrapper, name, value)
    for name in updated:
        if name == '__dict__':
            _update_dict(wrapper, wrapped)
        else:
            getattr(wrapper, name).update(getattr(wrapped, name, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


def _partial_repr_prefix(obj):
    cls = type(obj)
    if cls.__module__ == "functools":
        return "functools." + cls.__qualname__
    return cls.__qualname__


class partial:
    def __new__(cls, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func = args[0]
        args = args[1:]
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial) and type(func).__call__ is partial.__call__:
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self = object.__new__(cls)
        self.func = func
        self.args = args
        self.keywords = keywords
        return self

    def __call__(self, /, *args, **keywords):
        if self.keywords:
            keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k, v in self.keywords.items():
            parts.append(f"{k}={v!r}")
        return f"{_partial_repr_prefix(self)}({', '.join(parts)})"

    def __reduce__(self):
        return (_partial_rebuild, (type(self), self.func, self.args, self.keywords))


def _partial_rebuild(cls, func, args, keywords):
    return cls(func, *args, **keywords)


class partialmethod:
    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k, v in self.keywords.items():
            parts.append(f"{k}={v!r}")
        return f"{_partial_repr_prefix(self)}({', '.join(parts)})"

    def __get__(self, obj, cls=None):
        if obj is None:
            func = self.func
            args = self.args
            keywords = self.keywords

            def unbound(owner, /, *more, **kw):
                return func(owner, *args, *more, **{**keywords, **kw})
            return unbound
        bound = _bind_descriptor(self.func, obj, cls)
        return partial(bound, *self.args, **self.keywords)


class CacheInfo(tuple):
    _fields = ('hits', 'misses', 'maxsize', 'currsize')

    def __new__(cls, hits, misses, maxsize, currsize):
        return tuple.__new__(cls, (hits, misses, maxsize, currsize))

    hits = property(lambda self: self[0])
    misses = property(lambda self: self[1])
    maxsize = property(lambda self: self[2])
    currsize = property(lambda self: self[3])

    def __repr__(self):
        return f"CacheInfo(hits={self[0]!r}, misses={self[1]!r}, maxsize={self[2]!r}, currsize={self[3]!r})"

    __str__ = __repr__

    def _asdict(self):
        return dict(zip(self._fields, self))

    def _replace(self, **changes):
        values = self._asdict()
        values.update(changes)
        return CacheInfo(**values)


_kwd_mark = object()
_missing = object()


class _lru_cache_wrapper:
    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def __call__(self, /, *args, **kwds):
        maxsize = self._maxsize
        if maxsize == 0:
            self._misses += 1
            return self.__wrapped__(*args, **kwds)
        key = _make_key(args, kwds, self._typed, _kwd_mark)
        cache = self._cache
        result = cache.get(key, _missing)
        if result is not _missing:
            self._hits += 1
            if maxsize is not None:
                del cache[key]
                cache[key] = result
            return result
        self._misses += 1
        result = self.__wrapped__(*args, **kwds)
        if key in cache:
            return result
        if maxsize is not None and len(cache) >= maxsize:
            del cache[next(iter(cache))]
        cache[key] = result
        return result

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return _make_method(self, obj)

    def cache_info(self):
        return CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = 0
        self._misses = 0

    def cache_parameters(self):
        return {'maxsize': self._maxsize, 'typed': self._typed}

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        user_function = maxsize
        wrapper = _lru_cache_wrapper(user_function, 128, typed)
        return update_wrapper(wrapper, user_function)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
        return update_wrapper(wrapper, user_function)
    return decorating_function


def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)


class KeyWrapper:
    def __hash__(self):
        raise TypeError("unhashable type: 'functools.KeyWrapper'")

    def __init__(self, cmp, obj=_missing):
        self._cmp = cmp
        if obj is not _missing:
            self.obj = obj

    def __call__(self, obj):
        return KeyWrapper(self._cmp, obj)

    def _other(self, other):
        if not isinstance(other, KeyWrapper):
            raise TypeError("other argument must be K instance")
        return self._cmp(self.obj, other.obj)

    def __lt__(self, other):
        return self._other(other) < 0

    def __gt__(self, other):
        return self._other(other) > 0

    def __le__(self, other):
        return self._other(other) <= 0

    def __ge__(self, other):
        return self._other(other) >= 0

    def __eq__(self, other):
        return self._other(other) == 0


def cmp_to_key(mycmp):
    return KeyWrapper(mycmp)


def _derived_op(root, target):
    # `target` expressed through `root` and ==, passing NotImplemented through.
    def op(self, other):
        r = getattr(type(self), root)(self, other)
        if r is NotImplemented:
            return r
        if root == '__lt__':
            if target == '__gt__':
                return not r and not self == other
            if target == '__le__':
                return r or self == other
            return not r
        if root == '__le__':
            if target == '__ge__':
                return not r or self == other
            if target == '__lt__':
                return r and not self == other
            return not r
        if root == '__gt__':
            if target == '__lt__':
                return not r and not self == other
            if target == '__ge__':
                return r or self == other
            return not r
        if target == '__le__':
            return not r or self == other
        if target == '__gt__':
            return r and not self == other
        return not r
    op.__name__ = target
    op.__qualname__ = target
    return op


def total_ordering(cls):
    ops = ('__lt__', '__le__', '__gt__', '__ge__')
    roots = [op for op in ops if getattr(cls, op, None) is not getattr(object, op, None)]
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for op in ops:
        if op not in roots:
            setattr(cls, op, _derived_op(root, op))
    return cls


class cached_property:
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = getattr(func, '__doc__', None)

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({self.attrname!r} and {name!r})."
            )

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        value = self.func(instance)
        _cache_in_dict(instance, self.attrname, value)
        return value


def _find_impl(cls, registry):
    for base in cls.__mro__:
        if base in registry:
            return registry[base]
    return registry[object]


def singledispatch(func):
    registry = {}
    dispatch_cache = {}
    funcname = getattr(func, '__name__', 'singledispatch function')

    def dispatch(cls):
        try:
            return dispatch_cache[cls]
        except KeyError:
            pass
        impl = _find_impl(cls, registry)
        dispatch_cache[cls] = impl
        return impl

    def register(cls, func=None):
        if isinstance(cls, type):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
            annotations = getattr(cls, '__annotations__', None) or {}
            if not annotations:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    "Use either `@register(some_class)` or plain `@register` on an annotated function."
                )
            func = cls
            argname, cls = next(iter(annotations.items()))
            if not isinstance(cls, type):
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a class.")
        registry[cls] = func
        dispatch_cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    wrapper._clear_cache = dispatch_cache.clear
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        dispatcher = self.dispatcher

        def _method(*args, **kwargs):
            method = dispatcher.dispatch(args[0].__class__)
            return _bind_descriptor(method, obj, cls)(*args, **kwargs)

        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "functools", NATIVE);
    python_module(vm, "functools", SOURCE, ns)
}

/// `reduce(function, iterable[, initial])`.
fn reduce(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const REDUCE: Signature<2, 1> = Signature::positional("", "reduce", ["function", "iterable"], ["initial"]);
    let ([func, iterable], [initial]) = REDUCE.bind(args, kw)?;
    let it = match vm.get_iter(iterable) {
        Ok(it) => it,
        Err(e) if vm.error_is(&e, crate::error::ExcKind::TypeError) => {
            return Err(PyErr::type_error("reduce() arg 2 must support iteration"));
        }
        Err(e) => return Err(e),
    };
    let mut acc = initial.cloned();
    while let Some(x) = vm.iter_next(&it)? {
        acc = Some(match acc {
            None => x,
            Some(a) => vm.call(func, &[a, x], &[])?,
        });
    }
    acc.ok_or_else(|| PyErr::type_error("reduce() of empty iterable with no initial value"))
}

/// The cache key for `lru_cache`: `(args, kwds, typed, mark)` → a hashable key.
fn make_key(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [Value::Tuple(pos), kwds, typed, mark] = args else {
        return Err(PyErr::type_error("_make_key(args, kwds, typed, mark)"));
    };
    let typed = vm.truthy(typed)?;
    let kw_items = match kwds {
        Value::Dict(d) => d.store.borrow().items(),
        _ => Vec::new(),
    };
    if !typed && kw_items.is_empty() && pos.items.len() == 1 && matches!(pos.items[0], Value::Int(_) | Value::Str(_)) {
        return Ok(pos.items[0].clone());
    }
    let mut key: Vec<Value> = pos.items.to_vec();
    if !kw_items.is_empty() {
        key.push(mark.clone());
        for (k, v) in &kw_items {
            key.push(k.clone());
            key.push(v.clone());
        }
    }
    if typed {
        for v in pos.items.iter() {
            key.push(Value::Type(vm.type_of(v)));
        }
        for (_, v) in &kw_items {
            key.push(Value::Type(vm.type_of(v)));
        }
    }
    Ok(Value::tuple(key))
}

/// `wrapper.__dict__.update(wrapped.__dict__)` for functions and instances.
fn update_dict(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [wrapper, wrapped] = args else { return Err(PyErr::type_error("_update_dict(wrapper, wrapped)")) };
    let items: Vec<(crate::value::Str, Value)> = match wrapped {
        Value::Function(f) => {
            f.attrs.borrow().iter().filter(|(k, _)| &***k != "__annotations__").map(|(k, v)| (k.clone(), v.clone())).collect()
        }
        Value::Instance(i) => i.dict.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        _ => Vec::new(),
    };
    match wrapper {
        Value::Function(f) => {
            let mut attrs = f.attrs.borrow_mut();
            for (k, v) in items {
                attrs.insert(k, v);
            }
        }
        Value::Instance(i) => {
            let mut d = i.dict.borrow_mut();
            for (k, v) in items {
                d.insert(k, v);
            }
        }
        _ => {}
    }
    Ok(Value::None)
}

/// Stores a `cached_property` value in the instance's own `__dict__`.
fn cache_in_dict(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [obj, name, value] = args else { return Err(PyErr::type_error("_cache_in_dict(obj, name, value)")) };
    let key = name.as_str().unwrap_or("");
    match obj {
        Value::Instance(inst) => {
            inst.dict.borrow_mut().insert(key.into(), value.clone());
            Ok(Value::None)
        }
        Value::Function(f) => {
            f.attrs.borrow_mut().insert(key.into(), value.clone());
            Ok(Value::None)
        }
        other => {
            Err(PyErr::type_error(format!("No '__dict__' attribute on '{}' instance to cache '{}' property.", vm.type_name(other), key)))
        }
    }
}

/// A bound method of `func` (any callable) with receiver `obj`.
fn make_method(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [func, obj] = args else { return Err(PyErr::type_error("_make_method(func, obj)")) };
    Ok(Value::bound_method(func.clone(), obj.clone()))
}

/// `attr.__get__(obj, cls)` for any attribute kind (functions, classmethods, descriptors).
fn bind_descriptor(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [attr, obj, cls] = args else { return Err(PyErr::type_error("_bind_descriptor(attr, obj, cls)")) };
    let cls = match cls {
        Value::Type(t) => t.clone(),
        _ => vm.type_of(obj),
    };
    if obj.is_none() {
        return Ok(match attr {
            Value::ClassMethod(f) => Value::bound_method((**f).clone(), Value::Type(cls)),
            Value::StaticMethod(f) => (**f).clone(),
            other => other.clone(),
        });
    }
    vm.bind_descriptor(attr.clone(), obj.clone(), &cls)
}
