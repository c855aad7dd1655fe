//! `decimal`: CPython 3.11's decimal floating point (the General Decimal Arithmetic),
//! implemented natively.
//!
//! `Decimal` is a native module class ([`BaseKind::Native`], named `decimal.Decimal` like
//! CPython's C type) whose instances keep `(kind*2 + sign, coefficient, exponent)` in
//! [`Instance::native`]. The arithmetic is Rust: [`number`] (representation, parsing,
//! printing), [`round`] (contexts, conditions, rounding and fitting results), [`arith`]
//! (add, multiply, divide, integer division, quantize, comparisons), [`transc`] with
//! [`fixed`] (sqrt, exp, ln, log10, power), [`fmt`] (`format()`), [`methods`] / [`ops`]
//! (the class's methods) and [`natives`] (what `Context` methods call). `Context`, the signal classes, `localcontext()` and
//! `DecimalTuple` are our own Python (`decimal.py`): a context keeps its settings as
//! `_prec`, `_rounding`, … and its flags and traps as condition bit masks `_flags` and
//! `_traps`, which the natives read and update.
//!
//! Work is bounded: no operation depends on the size of an exponent, intermediate
//! coefficients are capped at [`round::MAX_DIGITS`] digits and big work is charged.

mod arith;
mod fixed;
mod fmt;
mod methods;
mod natives;
mod number;
mod ops;
mod round;
mod transc;

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{ToPrimitive, Zero};

use crate::error::{PyErr, PyResult};
use crate::types::num::as_int;
use crate::value::{AttrMap, Builtin, Namespace, PyType, Value};
use crate::vm::Vm;
use number::{Dec, Kind};
use round::{Ctx, Env, Rounding};

const SOURCE: &str = include_str!("decimal.py");

// Per thread, not per session: an immutable class (see `decimal_type`).
thread_local! {
    static TYPE: RefCell<Option<Rc<PyType>>> = const { RefCell::new(None) };
}

/// The `decimal.Decimal` class (one per thread, shared by sessions like builtin types).
pub fn decimal_type(vm: &Vm) -> Rc<PyType> {
    crate::types::thread_cached_class(&TYPE, || build_type(vm))
}

fn build_type(vm: &Vm) -> Rc<PyType> {
    let full: crate::value::Str = "decimal.Decimal".into();
    let builtin = |n: &str, f| Value::Builtin(Rc::new(Builtin::new(n.into(), f, Some(full.clone()))));
    let mut dict = AttrMap::default();
    for (n, f) in methods::METHODS.iter().chain(ops::METHODS) {
        let v = builtin(n, *f);
        let v = if *n == "__new__" { Value::staticmethod(v) } else { v };
        dict.insert((*n).into(), v);
    }
    for (n, f) in methods::CLASSMETHODS {
        dict.insert((*n).into(), Value::classmethod(builtin(n, *f)));
    }
    for (n, f) in methods::PROPERTIES {
        dict.insert((*n).into(), Value::property(builtin(n, *f), Value::None, Value::None, Value::None));
    }
    crate::types::native_module_class(full.clone(), "Decimal", "decimal", vm.types.object.clone(), dict)
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "decimal", natives::MODULE_NATIVES);
    super::set_attr(&ns, "Decimal", Value::Type(decimal_type(vm)));
    super::python_module(vm, "decimal", SOURCE, ns)
}

// ----- instances -----

fn kind_code(k: Kind) -> i64 {
    match k {
        Kind::Finite => 0,
        Kind::Inf => 1,
        Kind::NaN => 2,
        Kind::SNaN => 3,
    }
}

fn state_of(d: &Dec) -> Value {
    let coef = match d.coef.to_i64() {
        Some(i) => Value::Int(i),
        None => Value::from_bigint(BigInt::from_biguint(Sign::Plus, d.coef.clone())),
    };
    Value::tuple(vec![Value::Int(kind_code(d.kind) * 2 + i64::from(d.neg)), coef, Value::Int(d.exp)])
}

fn dec_of_state(v: &Value) -> Option<Dec> {
    let Value::Tuple(t) = v else { return None };
    let items = &t.items;
    let code = match items.first()? {
        Value::Int(i) => *i,
        _ => return None,
    };
    let coef = as_int(items.get(1)?)?.to_big().to_biguint().unwrap_or_else(BigUint::zero);
    let exp = match items.get(2)? {
        Value::Int(i) => *i,
        _ => return None,
    };
    let kind = match code / 2 {
        0 => Kind::Finite,
        1 => Kind::Inf,
        2 => Kind::NaN,
        _ => Kind::SNaN,
    };
    Some(Dec { neg: code % 2 == 1, coef, exp, kind })
}

/// Whether `t` is `Decimal` or a subclass.
pub fn is_decimal_type(t: &Rc<PyType>) -> bool {
    let is = |c: &Rc<PyType>| c.is_builtin && &*c.name == "decimal.Decimal";
    is(t) || t.mro.iter().any(is)
}

/// The value of `v` when it is a Decimal.
pub fn as_dec(v: &Value) -> Option<Dec> {
    match v {
        Value::Instance(inst) if is_decimal_type(&inst.class) => dec_of_state(&inst.native),
        _ => None,
    }
}

/// A new exact `Decimal` holding `d`.
pub fn new_dec(vm: &Vm, d: &Dec) -> Value {
    let t = decimal_type(vm);
    vm.new_native_instance(&t, state_of(d))
}

fn new_of_class(vm: &Vm, cls: &Rc<PyType>, d: &Dec) -> Value {
    vm.new_native_instance(cls, state_of(d))
}

// ----- contexts -----

/// The module namespace, when `decimal` is loaded in this session.
fn module_ns(vm: &Vm) -> Option<Rc<Namespace>> {
    match vm.modules.get("decimal") {
        Some(Value::Module(m)) => Some(m.dict.clone()),
        _ => None,
    }
}

fn module_attr(vm: &Vm, name: &str) -> Option<Value> {
    module_ns(vm).and_then(|ns| ns.borrow().get(name).cloned())
}

/// The current context object (the module's `_current`), or None before it exists.
pub fn current_context(vm: &Vm) -> Value {
    module_attr(vm, "_current").unwrap_or(Value::None)
}

fn int_attr(ctx: &Value, name: &str, default: i64) -> i64 {
    match ctx {
        Value::Instance(inst) => match inst.dict.borrow().get(name) {
            Some(Value::Int(i)) => *i,
            Some(Value::Bool(b)) => i64::from(*b),
            _ => default,
        },
        _ => default,
    }
}

/// The arithmetic settings of a context object (the defaults for anything missing).
pub fn read_ctx(ctx: &Value) -> Ctx {
    let rounding = match ctx {
        Value::Instance(inst) => match inst.dict.borrow().get("_rounding") {
            Some(Value::Str(s)) => round::rounding_from_name(&s.s).unwrap_or(Rounding::HalfEven),
            _ => Rounding::HalfEven,
        },
        _ => Rounding::HalfEven,
    };
    Ctx {
        prec: int_attr(ctx, "_prec", 28).clamp(1, number::MAX_PREC),
        rounding,
        emax: int_attr(ctx, "_Emax", 999_999).clamp(0, number::MAX_EMAX),
        emin: int_attr(ctx, "_Emin", -999_999).clamp(-number::MAX_EMAX, 0),
        clamp: int_attr(ctx, "_clamp", 0) != 0,
        capitals: int_attr(ctx, "_capitals", 1) != 0,
    }
}

/// The context argument of a method: the given one, or the current one.
pub fn pick_context(vm: &Vm, given: Option<&Value>) -> PyResult<Value> {
    match given {
        None | Some(Value::None) => Ok(current_context(vm)),
        Some(v @ Value::Instance(inst)) if &*inst.class.name == "Context" || inst.class.mro.iter().any(|c| &*c.name == "Context") => {
            Ok(v.clone())
        }
        Some(v) => Err(PyErr::type_error(format!("optional argument must be a context, not {}", vm.type_name(v)))),
    }
}

/// Signal classes in the order CPython picks the exception to raise.
const SIGNALS: [(&str, u32); 9] = [
    (
        "InvalidOperation",
        round::INVALID_OPERATION
            | round::CONVERSION_SYNTAX
            | round::DIVISION_IMPOSSIBLE
            | round::DIVISION_UNDEFINED
            | round::INVALID_CONTEXT,
    ),
    ("FloatOperation", round::FLOAT_OPERATION),
    ("DivisionByZero", round::DIVISION_BY_ZERO),
    ("Overflow", round::OVERFLOW),
    ("Underflow", round::UNDERFLOW),
    ("Subnormal", round::SUBNORMAL),
    ("Inexact", round::INEXACT),
    ("Rounded", round::ROUNDED),
    ("Clamped", round::CLAMPED),
];

/// The specific invalid-operation conditions, in the order CPython lists them.
const CONDITIONS: [(&str, u32); 5] = [
    ("InvalidOperation", round::INVALID_OPERATION),
    ("ConversionSyntax", round::CONVERSION_SYNTAX),
    ("DivisionImpossible", round::DIVISION_IMPOSSIBLE),
    ("DivisionUndefined", round::DIVISION_UNDEFINED),
    ("InvalidContext", round::INVALID_CONTEXT),
];

/// Records `conds` in the context's flags and raises the exception for trapped ones.
pub fn signal(vm: &mut Vm, ctx: &Value, conds: u32) -> PyResult<()> {
    if conds == 0 {
        return Ok(());
    }
    let Value::Instance(inst) = ctx else { return Ok(()) };
    let flags = int_attr(ctx, "_flags", 0) as u32 | conds;
    inst.dict.borrow_mut().insert("_flags".into(), Value::Int(i64::from(flags)));
    let trapped = conds & int_attr(ctx, "_traps", 0) as u32;
    if trapped == 0 {
        return Ok(());
    }
    let class_of = |name: &str| module_attr(vm, name).unwrap_or(Value::None);
    let mut listed = Vec::new();
    for (name, bit) in CONDITIONS.iter().chain(SIGNALS[1..].iter()) {
        if trapped & bit != 0 {
            listed.push(class_of(name));
        }
    }
    let Some((name, _)) = SIGNALS.iter().find(|(_, bits)| trapped & bits != 0) else { return Ok(()) };
    let cls = class_of(name);
    if cls.is_none() {
        return Err(PyErr::new(crate::error::ExcKind::ArithmeticError, format!("decimal.{}", name)));
    }
    let exc = vm.call(&cls, &[Value::list(listed)], &[])?;
    Err(PyErr::object(exc))
}

/// Runs `f` in the context `ctx`, then records / raises the conditions it raised.
pub fn run<T>(vm: &mut Vm, ctx: &Value, f: impl FnOnce(&mut Env) -> PyResult<T>) -> PyResult<T> {
    let settings = read_ctx(ctx);
    let mut env = Env { vm, ctx: settings, conds: 0 };
    let out = f(&mut env)?;
    let conds = env.conds;
    signal(vm, ctx, conds)?;
    Ok(out)
}

/// The exact `(numerator, denominator)` of a Decimal `v` (unreduced), for `fractions`;
/// None when `v` is not a Decimal.
pub fn decimal_ratio(v: &Value) -> Option<PyResult<(BigInt, BigInt)>> {
    let d = as_dec(v)?;
    Some(match d.kind {
        Kind::NaN | Kind::SNaN => Err(PyErr::value_error("cannot convert NaN to integer ratio")),
        Kind::Inf => Err(PyErr::overflow("cannot convert Infinity to integer ratio")),
        Kind::Finite => {
            let shift = d.exp.unsigned_abs();
            if shift.saturating_add(d.digits()) > round::MAX_DIGITS {
                Err(PyErr::memory())
            } else {
                let p = BigInt::from(number::pow10(shift));
                let c = BigInt::from_biguint(if d.neg { Sign::Minus } else { Sign::Plus }, d.coef.clone());
                Ok(if d.exp >= 0 { (c * p, BigInt::from(1)) } else { (c, p) })
            }
        }
    })
}
