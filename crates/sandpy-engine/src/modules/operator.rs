//! `operator`: the standard operators as functions (`add`, `getitem`, `iadd`…, with the
//! dunder aliases `__add__`…), plus the callable classes `itemgetter`, `attrgetter` and
//! `methodcaller` (native `__init__`/`__call__`, Python `__repr__`).

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::signature::{check_positional_count, Signature};
use crate::compile::bytecode::{BinOp, CmpOp, UnaryOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::iter::IterState;
use crate::value::{KwArgs, Namespace, NativeFn, Str, Value};
use crate::vm::Vm;

/// Functions whose CPython names also exist as `__name__` aliases.
const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("abs", op_abs),
    ("add", add),
    ("and_", and_),
    ("concat", concat),
    ("contains", contains),
    ("delitem", delitem),
    ("eq", eq),
    ("floordiv", floordiv),
    ("ge", ge),
    ("getitem", getitem),
    ("gt", gt),
    ("iadd", iadd),
    ("iand", iand),
    ("iconcat", iconcat),
    ("ifloordiv", ifloordiv),
    ("ilshift", ilshift),
    ("imatmul", imatmul),
    ("imod", imod),
    ("imul", imul),
    ("index", index),
    ("inv", invert),
    ("invert", invert),
    ("ior", ior),
    ("ipow", ipow),
    ("irshift", irshift),
    ("isub", isub),
    ("itruediv", itruediv),
    ("ixor", ixor),
    ("le", le),
    ("lshift", lshift),
    ("lt", lt),
    ("matmul", matmul),
    ("mod", op_mod),
    ("mul", mul),
    ("ne", ne),
    ("neg", neg),
    ("not_", not_),
    ("or_", or_),
    ("pos", pos),
    ("pow", op_pow),
    ("rshift", rshift),
    ("setitem", setitem),
    ("sub", sub),
    ("truediv", truediv),
    ("xor", xor),
];

/// Functions without dunder aliases.
const PLAIN: &[(&str, NativeFn)] = &[
    ("call", call),
    ("countOf", count_of),
    ("indexOf", index_of),
    ("is_", is_),
    ("is_not", is_not),
    ("length_hint", length_hint),
    ("truth", truth),
];

const HELPERS: &[(&str, NativeFn)] = &[
    ("_itemgetter_init", itemgetter_init),
    ("_itemgetter_call", itemgetter_call),
    ("_attrgetter_init", attrgetter_init),
    ("_attrgetter_call", attrgetter_call),
    ("_methodcaller_init", methodcaller_init),
    ("_methodcaller_call", methodcaller_call),
];

const SOURCE: &str = r#"
def _qualified(self):
    cls = type(self)
    if cls.__module__ == "operator":
        return "operator." + cls.__qualname__
    return cls.__qualname__

class itemgetter:
    __init__ = _itemgetter_init
    __call__ = _itemgetter_call
    def __repr__(self):
        return "%s(%s)" % (_qualified(self), ", ".join(map(repr, self._items)))

class attrgetter:
    __init__ = _attrgetter_init
    __call__ = _attrgetter_call
    def __repr__(self):
        return "%s(%s)" % (_qualified(self), ", ".join(map(repr, self._names)))

class methodcaller:
    __init__ = _methodcaller_init
    __call__ = _methodcaller_call
    def __repr__(self):
        parts = [repr(self._name)]
        parts.extend(map(repr, self._args))
        parts.extend("%s=%r" % item for item in self._kwargs.items())
        return "%s(%s)" % (_qualified(self), ", ".join(parts))
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let mut all: Vec<(&str, NativeFn)> = FUNCTIONS.to_vec();
    all.extend_from_slice(PLAIN);
    all.extend_from_slice(HELPERS);
    let ns = native_module(vm, "operator", &all);
    {
        let mut map = ns.borrow_mut();
        for (name, f) in FUNCTIONS {
            let dunder = format!("__{}__", name.trim_end_matches('_'));
            map.insert(dunder.as_str().into(), crate::types::builtin_value(name, *f));
        }
    }
    let ns = python_module(vm, "operator", SOURCE, ns)?;
    {
        let mut map = ns.borrow_mut();
        for (name, _) in HELPERS {
            map.shift_remove(*name);
        }
    }
    vm.bump_globals_epoch();
    Ok(ns)
}

/// The signature of a two-argument operator function (`add`, `is_`…).
const fn binary_sig(name: &'static str) -> Signature<2, 0> {
    Signature::positional("_operator", name, ["a", "b"], [])
}

/// The signature of a one-argument operator function (`neg`, `not_`…).
const fn unary_sig(name: &'static str) -> Signature<1, 0> {
    Signature::positional("_operator", name, ["a"], [])
}

macro_rules! binary {
    ($fname:ident, $pyname:literal, $op:expr) => {
        fn $fname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            const SIG: Signature<2, 0> = binary_sig($pyname);
            let ([a, b], []) = SIG.bind(args, kw)?;
            vm.binary_op(a, b, $op)
        }
    };
}

macro_rules! inplace {
    ($fname:ident, $pyname:literal, $op:expr) => {
        fn $fname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            const SIG: Signature<2, 0> = binary_sig($pyname);
            let ([a, b], []) = SIG.bind(args, kw)?;
            vm.inplace_op(a, b, $op)
        }
    };
}

macro_rules! compare {
    ($fname:ident, $pyname:literal, $op:expr) => {
        fn $fname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            const SIG: Signature<2, 0> = binary_sig($pyname);
            let ([a, b], []) = SIG.bind(args, kw)?;
            vm.compare(a, b, $op)
        }
    };
}

macro_rules! unary {
    ($fname:ident, $pyname:literal, $op:expr) => {
        fn $fname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            const SIG: Signature<1, 0> = unary_sig($pyname);
            let ([a], []) = SIG.bind(args, kw)?;
            vm.unary_op(a, $op)
        }
    };
}

binary!(add, "add", BinOp::Add);
binary!(sub, "sub", BinOp::Sub);
binary!(mul, "mul", BinOp::Mul);
binary!(matmul, "matmul", BinOp::MatMul);
binary!(truediv, "truediv", BinOp::TrueDiv);
binary!(floordiv, "floordiv", BinOp::FloorDiv);
binary!(op_mod, "mod", BinOp::Mod);
binary!(op_pow, "pow", BinOp::Pow);
binary!(lshift, "lshift", BinOp::LShift);
binary!(rshift, "rshift", BinOp::RShift);
binary!(and_, "and_", BinOp::And);
binary!(or_, "or_", BinOp::Or);
binary!(xor, "xor", BinOp::Xor);
inplace!(iadd, "iadd", BinOp::Add);
inplace!(isub, "isub", BinOp::Sub);
inplace!(imul, "imul", BinOp::Mul);
inplace!(imatmul, "imatmul", BinOp::MatMul);
inplace!(itruediv, "itruediv", BinOp::TrueDiv);
inplace!(ifloordiv, "ifloordiv", BinOp::FloorDiv);
inplace!(imod, "imod", BinOp::Mod);
inplace!(ipow, "ipow", BinOp::Pow);
inplace!(ilshift, "ilshift", BinOp::LShift);
inplace!(irshift, "irshift", BinOp::RShift);
inplace!(iand, "iand", BinOp::And);
inplace!(ior, "ior", BinOp::Or);
inplace!(ixor, "ixor", BinOp::Xor);
compare!(lt, "lt", CmpOp::Lt);
compare!(le, "le", CmpOp::Le);
compare!(eq, "eq", CmpOp::Eq);
compare!(ne, "ne", CmpOp::Ne);
compare!(gt, "gt", CmpOp::Gt);
compare!(ge, "ge", CmpOp::Ge);
unary!(neg, "neg", UnaryOp::Neg);
unary!(pos, "pos", UnaryOp::Pos);
unary!(invert, "invert", UnaryOp::Invert);

fn op_abs(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = unary_sig("abs");
    SIG.bind(args, kw)?;
    let f = vm.builtins.borrow().get("abs").cloned().ok_or_else(|| PyErr::new(ExcKind::SystemError, "abs missing"))?;
    vm.call(&f, args, &[])
}

fn not_(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = unary_sig("not_");
    let ([a], []) = SIG.bind(args, kw)?;
    Ok(Value::Bool(!vm.truthy(a)?))
}

fn truth(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = unary_sig("truth");
    let ([a], []) = SIG.bind(args, kw)?;
    Ok(Value::Bool(vm.truthy(a)?))
}

fn is_(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("is_");
    let ([a, b], []) = SIG.bind(args, kw)?;
    Ok(Value::Bool(a.is(b)))
}

fn is_not(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("is_not");
    let ([a, b], []) = SIG.bind(args, kw)?;
    Ok(Value::Bool(!a.is(b)))
}

fn index(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = unary_sig("index");
    let ([a], []) = SIG.bind(args, kw)?;
    super::math::to_int_value(vm, a)
}

fn is_sequence(v: &Value) -> bool {
    match v {
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::List(_) | Value::Tuple(_) | Value::Range(_) => true,
        Value::Instance(inst) => inst.class.lookup("__getitem__").is_some() || is_sequence(&inst.base_value.borrow()),
        _ => false,
    }
}

fn concat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("concat");
    let ([a, b], []) = SIG.bind(args, kw)?;
    if !is_sequence(a) {
        return Err(PyErr::type_error(format!("'{}' object can't be concatenated", vm.type_name(a))));
    }
    vm.binary_op(a, b, BinOp::Add)
}

fn iconcat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("iconcat");
    let ([a, b], []) = SIG.bind(args, kw)?;
    if !is_sequence(a) {
        return Err(PyErr::type_error(format!("'{}' object can't be concatenated", vm.type_name(a))));
    }
    vm.inplace_op(a, b, BinOp::Add)
}

fn contains(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("contains");
    let ([a, b], []) = SIG.bind(args, kw)?;
    Ok(Value::Bool(vm.contains(a, b)?))
}

fn getitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("getitem");
    let ([a, b], []) = SIG.bind(args, kw)?;
    vm.get_item(a, b)
}

fn setitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<3, 0> = Signature::positional("_operator", "setitem", ["a", "b", "c"], []);
    let ([a, b, c], []) = SIG.bind(args, kw)?;
    vm.set_item(a, b.clone(), c.clone())?;
    Ok(Value::None)
}

fn delitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("delitem");
    let ([a, b], []) = SIG.bind(args, kw)?;
    vm.del_item(a, b)?;
    Ok(Value::None)
}

fn count_of(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("countOf");
    let ([a, b], []) = SIG.bind(args, kw)?;
    let it = vm.get_iter(a)?;
    let mut n = 0i64;
    while let Some(x) = vm.iter_next(&it)? {
        if vm.eq(&x, b)? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

fn index_of(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = binary_sig("indexOf");
    let ([a, b], []) = SIG.bind(args, kw)?;
    let it = vm.get_iter(a)?;
    let mut i = 0i64;
    while let Some(x) = vm.iter_next(&it)? {
        if vm.eq(&x, b)? {
            return Ok(Value::Int(i));
        }
        i += 1;
    }
    Err(PyErr::value_error("sequence.index(x): x not in sequence"))
}

fn call(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some((f, rest)) = args.split_first() else {
        return Err(check_positional_count("call", 0, 1, usize::MAX).err().unwrap_or_else(|| PyErr::type_error("call")));
    };
    vm.call(f, rest, kw)
}

/// Items left in a native iterator, when cheap to know.
fn native_iter_hint(st: &IterState) -> Option<usize> {
    Some(match st {
        IterState::Seq { seq: Value::List(l), index } => l.items.borrow().len().saturating_sub(*index),
        IterState::Seq { seq: Value::Tuple(t), index } => t.items.len().saturating_sub(*index),
        IterState::Str { s, byte_pos } => s.s.get(*byte_pos..).map(|r| r.chars().count()).unwrap_or(0),
        IterState::Range { next, stop, step } => {
            let (n, s, st) = (*next as i128, *stop as i128, *step as i128);
            let len = if st > 0 && n < s {
                (s - n + st - 1) / st
            } else if st < 0 && n > s {
                (n - s - st - 1) / -st
            } else {
                0
            };
            usize::try_from(len).unwrap_or(usize::MAX)
        }
        IterState::Dict { dict, pos, .. } => {
            let st = dict.store.borrow();
            (*pos..st.slots()).filter(|&i| st.entry_at(i).is_some()).count()
        }
        IterState::Set { set, pos, .. } => {
            let st = set.store.borrow();
            (*pos..st.slots()).filter(|&i| st.entry_at(i).is_some()).count()
        }
        IterState::Exhausted => 0,
        _ => return None,
    })
}

fn length_hint(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 1> = Signature::positional("_operator", "length_hint", ["obj"], ["default"]);
    let ([obj], [default]) = SIG.bind(args, kw)?;
    let default = match default {
        Some(d) => crate::builtins::args::to_i64(vm, d)?,
        None => 0,
    };
    match obj {
        Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::FrozenSet(_)
        | Value::Range(_)
        | Value::DictView(_) => {
            return Ok(Value::Int(vm.len_of(obj)? as i64));
        }
        Value::Iter(it) => {
            if let Some(n) = native_iter_hint(&it.state.borrow()) {
                return Ok(Value::Int(n as i64));
            }
        }
        Value::Instance(inst) => {
            if inst.class.lookup("__len__").is_some() {
                return Ok(Value::Int(vm.len_of(obj)? as i64));
            }
            if let Some(f) = inst.class.lookup("__length_hint__") {
                let r = vm.call_method_value(f, obj, &[])?;
                if matches!(r, Value::NotImplemented) {
                    return Ok(Value::Int(default));
                }
                let n = crate::builtins::args::to_i64(vm, &r)?;
                if n < 0 {
                    return Err(PyErr::value_error("__length_hint__() should return >= 0"));
                }
                return Ok(Value::Int(n));
            }
        }
        _ => {}
    }
    Ok(Value::Int(default))
}

// ----- itemgetter, attrgetter, methodcaller -----

fn slot(obj: &Value, name: &str) -> PyResult<Value> {
    match obj {
        Value::Instance(inst) => inst
            .dict
            .borrow()
            .get(name)
            .cloned()
            .ok_or_else(|| PyErr::type_error(format!("'{}' object is not initialized", inst.class.name))),
        _ => Err(PyErr::type_error("descriptor requires an operator object")),
    }
}

fn set_slot(obj: &Value, name: &str, v: Value) {
    if let Value::Instance(inst) = obj {
        inst.dict.borrow_mut().insert(name.into(), v);
    }
}

/// The receiver and the `*args` of a getter's `__init__`/`__call__`, keywords refused with
/// CPython's wording (`itemgetter() takes no keyword arguments`).
fn self_and_rest<'a>(sig: &Signature<0, 0>, args: &'a [Value], kw: &'a KwArgs) -> PyResult<(&'a Value, &'a [Value])> {
    let ((me, [], []), rest) = sig.bind_method_star(args, kw)?;
    Ok((me, rest))
}

const ITEMGETTER: Signature<0, 0> = Signature::positional("", "itemgetter", [], []);
const ATTRGETTER: Signature<0, 0> = Signature::positional("", "attrgetter", [], []);
const METHODCALLER: Signature<0, 0> = Signature::positional("", "methodcaller", [], []);

fn itemgetter_init(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (me, rest) = self_and_rest(&ITEMGETTER, args, kw)?;
    if rest.is_empty() {
        // CPython's wording for this case, though more arguments are welcome.
        check_positional_count("itemgetter", 0, 1, 1)?;
    }
    set_slot(me, "_items", Value::tuple(rest.to_vec()));
    Ok(Value::None)
}

/// The one argument of a getter's `__call__` (`itemgetter expected 1 argument, got 2`).
fn one_call_arg<'a>(sig: &Signature<0, 0>, args: &'a [Value], kw: &'a KwArgs) -> PyResult<(&'a Value, &'a Value)> {
    match self_and_rest(sig, args, kw)? {
        (me, [obj]) => Ok((me, obj)),
        (_, rest) => Err(check_positional_count(sig.name, rest.len(), 1, 1).err().unwrap_or_else(|| PyErr::type_error("bad call"))),
    }
}

fn itemgetter_call(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (me, obj) = one_call_arg(&ITEMGETTER, args, kw)?;
    let Value::Tuple(items) = slot(me, "_items")? else { return Err(PyErr::type_error("bad itemgetter")) };
    if items.items.len() == 1 {
        return vm.get_item(obj, &items.items[0]);
    }
    let mut out = Vec::with_capacity(items.items.len());
    for k in items.items.iter() {
        out.push(vm.get_item(obj, k)?);
    }
    Ok(Value::tuple(out))
}

fn attrgetter_init(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (me, rest) = self_and_rest(&ATTRGETTER, args, kw)?;
    if rest.is_empty() {
        // CPython's wording for this case, though more arguments are welcome.
        check_positional_count("attrgetter", 0, 1, 1)?;
    }
    let mut paths = Vec::with_capacity(rest.len());
    for name in rest {
        let Value::Str(s) = name else { return Err(PyErr::type_error("attribute name must be a string")) };
        paths.push(Value::tuple(s.s.split('.').map(Value::str).collect()));
    }
    set_slot(me, "_names", Value::tuple(rest.to_vec()));
    set_slot(me, "_paths", Value::tuple(paths));
    Ok(Value::None)
}

fn attrgetter_call(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (me, obj) = one_call_arg(&ATTRGETTER, args, kw)?;
    let Value::Tuple(paths) = slot(me, "_paths")? else { return Err(PyErr::type_error("bad attrgetter")) };
    let mut out = Vec::with_capacity(paths.items.len());
    for path in paths.items.iter() {
        let Value::Tuple(parts) = path else { continue };
        let mut cur = obj.clone();
        for p in parts.items.iter() {
            cur = vm.get_attr(&cur, p.as_str().unwrap_or(""))?;
        }
        out.push(cur);
    }
    if out.len() == 1 {
        return Ok(out.pop().unwrap_or(Value::None));
    }
    Ok(Value::tuple(out))
}

fn methodcaller_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some((me, rest)) = args.split_first() else {
        return Err(PyErr::type_error("methodcaller needs at least one argument, the method name"));
    };
    let Some((name, call_args)) = rest.split_first() else {
        return Err(PyErr::type_error("methodcaller needs at least one argument, the method name"));
    };
    if !matches!(name, Value::Str(_)) {
        return Err(PyErr::type_error("method name must be a string"));
    }
    set_slot(me, "_name", name.clone());
    set_slot(me, "_args", Value::tuple(call_args.to_vec()));
    let items: Vec<(Value, Value)> = kw.iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
    let d = vm.new_dict(items)?;
    set_slot(me, "_kwargs", d);
    Ok(Value::None)
}

fn methodcaller_call(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (me, obj) = one_call_arg(&METHODCALLER, args, kw)?;
    let name = slot(me, "_name")?;
    let Value::Tuple(call_args) = slot(me, "_args")? else { return Err(PyErr::type_error("bad methodcaller")) };
    let kwargs: Vec<(Str, Value)> = match slot(me, "_kwargs")? {
        Value::Dict(d) => d.store.borrow().items().into_iter().map(|(k, v)| (Str::from(k.as_str().unwrap_or("")), v)).collect(),
        _ => Vec::new(),
    };
    let method = vm.get_attr(obj, name.as_str().unwrap_or(""))?;
    vm.call(&method, &call_args.items, &kwargs)
}
