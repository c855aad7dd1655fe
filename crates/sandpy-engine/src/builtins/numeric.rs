//! Numeric builtins: abs, divmod, pow, round, sum, min, max, bin, oct, hex.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, Zero};

use super::signature::{check_positional_count, Signature};
use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{PyErr, PyResult};
use crate::types::num::{as_int, float_divmod, IntRef};
use crate::types::{bigint_gcd, bigint_steps};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const FUNCTIONS: &[(&str, crate::value::NativeFn)] = &[
    ("abs", abs),
    ("divmod", divmod),
    ("pow", pow),
    ("round", round),
    ("sum", sum),
    ("min", min),
    ("max", max),
    ("bin", bin),
    ("oct", oct),
    ("hex", hex),
];

const ABS: Signature<1, 0> = Signature::positional("", "abs", ["x"], []);
const DIVMOD: Signature<2, 0> = Signature::positional("", "divmod", ["x", "y"], []);
const POW: Signature<2, 1> = Signature::clinic("", "pow", ["base", "exp"], ["mod"]);
const ROUND: Signature<1, 1> = Signature::clinic("", "round", ["number"], ["ndigits"]);
const SUM: Signature<1, 1> = Signature::clinic("", "sum", ["iterable"], ["start"]).pos_only(1);
const MIN_KEYWORDS: Signature<0, 2> = Signature::clinic("", "min", [], ["key", "default"]).kw_only_from(0);
const MAX_KEYWORDS: Signature<0, 2> = Signature::clinic("", "max", [], ["key", "default"]).kw_only_from(0);
const BIN: Signature<1, 0> = Signature::positional("", "bin", ["number"], []);
const OCT: Signature<1, 0> = Signature::positional("", "oct", ["number"], []);
const HEX: Signature<1, 0> = Signature::positional("", "hex", ["number"], []);

fn abs(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = ABS.bind(args, kw)?;
    Ok(match x {
        Value::Int(i) => match i.checked_abs() {
            Some(a) => Value::Int(a),
            None => Value::from_bigint(BigInt::from(*i).abs()),
        },
        Value::Bool(b) => Value::Int(*b as i64),
        Value::BigInt(b) => Value::from_bigint(b.abs()),
        Value::Float(f) => Value::Float(f.abs()),
        Value::Complex(c) => Value::Float(c.re.hypot(c.im)),
        Value::Instance(inst) if inst.class.lookup("__abs__").is_some() => {
            let f = inst.class.lookup("__abs__").unwrap_or(Value::None);
            vm.call_method_value(f, x, &[])?
        }
        other => return Err(PyErr::type_error(format!("bad operand type for abs(): '{}'", vm.type_name(other)))),
    })
}

fn divmod(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([a, b], []) = DIVMOD.bind(args, kw)?;
    if let (Some(x), Some(y)) = (as_int(a), as_int(b)) {
        let (x, y) = (x.to_big(), y.to_big());
        if y.is_zero() {
            return Err(PyErr::zero_division("integer division or modulo by zero"));
        }
        let (q, r) = bigint_steps::div_mod_floor(vm, &x, &y)?;
        return Ok(Value::tuple(vec![Value::from_bigint(q), Value::from_bigint(r)]));
    }
    let fx = to_float(a);
    let fy = to_float(b);
    if let (Some(x), Some(y)) = (fx, fy) {
        let (x, y) = (x?, y?);
        if y == 0.0 {
            return Err(PyErr::zero_division("float divmod()"));
        }
        let (q, r) = float_divmod(x, y);
        return Ok(Value::tuple(vec![Value::Float(q), Value::Float(r)]));
    }
    if let Value::Instance(inst) = a {
        if let Some(f) = inst.class.lookup("__divmod__") {
            let r = vm.call_method_value(f, a, std::slice::from_ref(b))?;
            if !matches!(r, Value::NotImplemented) {
                return Ok(r);
            }
        }
    }
    if let Value::Instance(inst) = b {
        if let Some(f) = inst.class.lookup("__rdivmod__") {
            let r = vm.call_method_value(f, b, std::slice::from_ref(a))?;
            if !matches!(r, Value::NotImplemented) {
                return Ok(r);
            }
        }
    }
    Err(PyErr::type_error(format!("unsupported operand type(s) for divmod(): '{}' and '{}'", vm.type_name(a), vm.type_name(b))))
}

fn to_float(v: &Value) -> Option<PyResult<f64>> {
    match v {
        Value::Float(f) => Some(Ok(*f)),
        other => as_int(other).map(|i| crate::types::num::int_to_f64(&i)),
    }
}

fn pow(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([base, exp], [modulus]) = POW.bind(args, kw)?;
    let modulus = match modulus {
        Some(m) if !m.is_none() => m,
        _ => return vm.binary_op(base, exp, BinOp::Pow),
    };
    if let Value::Instance(inst) = base {
        if let Some(f) = inst.class.lookup("__pow__").filter(|f| inst.class.honours(f)) {
            let r = vm.call_method_value(f, base, &[exp.clone(), modulus.clone()])?;
            if !matches!(r, Value::NotImplemented) {
                return Ok(r);
            }
        }
    }
    let (Some(b), Some(e), Some(m)) = (as_int(base), as_int(exp), as_int(modulus)) else {
        return Err(PyErr::type_error("pow() 3rd argument not allowed unless all arguments are integers"));
    };
    let (b, e, m) = (b.to_big(), e.to_big(), m.to_big());
    if m.is_zero() {
        return Err(PyErr::value_error("pow() 3rd argument cannot be 0"));
    }
    // Every step below is charged (modular powers and inverses of huge numbers take
    // minutes); see types/bigint_steps.rs and bigint_gcd.rs.
    let modulus = m.magnitude();
    let (_, reduced) = bigint_steps::div_mod_floor(vm, &b, &BigInt::from(modulus.clone()))?;
    let base = reduced.magnitude();
    let result = if e.is_negative() {
        let inv = bigint_gcd::mod_inverse(vm, base, modulus)?
            .ok_or_else(|| PyErr::value_error("base is not invertible for the given modulus"))?;
        bigint_steps::modpow(vm, &inv, e.magnitude(), modulus)?
    } else {
        bigint_steps::modpow(vm, base, e.magnitude(), modulus)?
    };
    let result = BigInt::from(result);
    // Python's result takes the sign of the modulus.
    let result = if m.is_negative() && !result.is_zero() { result + &m } else { result };
    Ok(Value::from_bigint(result))
}

fn round(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([number], [ndigits]) = ROUND.bind(args, kw)?;
    round_number(vm, number, ndigits.cloned().unwrap_or(Value::None))
}

/// `round(number, ndigits)` once bound (`ndigits` None when not given); also the body of
/// `int.__round__` and `float.__round__`.
pub(crate) fn round_number(vm: &mut Vm, number: &Value, ndigits: Value) -> PyResult<Value> {
    match number {
        Value::Float(f) => {
            if ndigits.is_none() {
                if f.is_nan() {
                    return Err(PyErr::value_error("cannot convert float NaN to integer"));
                }
                if f.is_infinite() {
                    return Err(PyErr::overflow("cannot convert float infinity to integer"));
                }
                let r = f.round();
                let r = if (f - f.trunc()).abs() == 0.5 { 2.0 * (f / 2.0).round() } else { r };
                return Ok(Value::from_bigint(crate::types::num::float_to_big(r)));
            }
            let n = vm.index_saturating(&ndigits)?;
            Ok(Value::Float(crate::types::num::round_float(*f, n)?))
        }
        other if as_int(other).is_some() => {
            if ndigits.is_none() {
                return Ok(crate::types::int::as_plain_int(other));
            }
            let n = vm.index_saturating(&ndigits)?;
            if n >= 0 {
                return Ok(crate::types::int::as_plain_int(other));
            }
            let x = as_int(other).map(|i| i.to_big()).unwrap_or_default();
            // |x| < 10**digits; rounding to 10**k with k > digits gives 0 (|x| < 10**k / 2).
            let digits = x.bits() * 30103 / 100000 + 1;
            if n.unsigned_abs() > digits {
                return Ok(Value::Int(0));
            }
            vm.charge(digits / 64)?;
            let p = num_traits::pow::pow(BigInt::from(10), n.unsigned_abs() as usize);
            let (q, r) = bigint_steps::div_mod_floor(vm, &x, &p)?;
            let twice: BigInt = &r * BigInt::from(2);
            let q = match twice.cmp(&p) {
                std::cmp::Ordering::Greater => q + 1,
                std::cmp::Ordering::Equal if q.is_odd() => q + 1,
                _ => q,
            };
            Ok(Value::from_bigint(q * p))
        }
        Value::Instance(inst) if inst.class.lookup("__round__").is_some() => {
            let f = inst.class.lookup("__round__").unwrap_or(Value::None);
            let extra: Vec<Value> = if ndigits.is_none() { vec![] } else { vec![ndigits] };
            vm.call_method_value(f, number, &extra)
        }
        other => Err(PyErr::type_error(format!("type {} doesn't define __round__ method", vm.type_name(other)))),
    }
}

fn sum(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([iterable], [start]) = SUM.bind(args, kw)?;
    let mut acc = start.cloned().unwrap_or(Value::Int(0));
    match &acc {
        Value::Str(_) => return Err(PyErr::type_error("sum() can't sum strings [use ''.join(seq) instead]")),
        Value::Bytes(_) => return Err(PyErr::type_error("sum() can't sum bytes [use b''.join(seq) instead]")),
        _ => {}
    }
    let it = vm.get_iter(iterable)?;
    while let Some(x) = vm.iter_next(&it)? {
        acc = match (&acc, &x) {
            (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
            (Value::Int(a), Value::Int(b)) => match a.checked_add(*b) {
                Some(s) => Value::Int(s),
                None => vm.binary_op(&acc, &x, BinOp::Add)?,
            },
            _ => vm.binary_op(&acc, &x, BinOp::Add)?,
        };
    }
    Ok(acc)
}

fn min(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    min_max(vm, args, kw, &MIN_KEYWORDS, CmpOp::Lt)
}

fn max(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    min_max(vm, args, kw, &MAX_KEYWORDS, CmpOp::Gt)
}

/// `min`/`max(iterable, *, key, default)` or `(a, b, *args, key)`; `keywords` names the
/// function.
fn min_max(vm: &mut Vm, args: &[Value], kw: &KwArgs, keywords: &Signature<0, 2>, op: CmpOp) -> PyResult<Value> {
    let name = keywords.name;
    check_positional_count(name, args.len(), 1, usize::MAX)?;
    let ([], [key, default]) = keywords.bind(&[], kw)?;
    let key = key.cloned().filter(|k| !k.is_none());
    let default = default.cloned();
    // One item at a time, as CPython iterates: keys and comparisons may change the source.
    let (iter, mut positional) = match args {
        [iterable] => (Some(vm.get_iter(iterable)?), [].iter()),
        _ => {
            if default.is_some() {
                return Err(PyErr::type_error(format!("Cannot specify a default for {}() with multiple positional arguments", name)));
            }
            (None, args.iter())
        }
    };
    let mut best: Option<(Value, Value)> = None;
    loop {
        let item = match &iter {
            Some(it) => match vm.iter_next(it)? {
                Some(item) => item,
                None => break,
            },
            None => match positional.next() {
                Some(item) => item.clone(),
                None => break,
            },
        };
        let k = match &key {
            Some(f) => vm.call(f, std::slice::from_ref(&item), &[])?,
            None => item.clone(),
        };
        best = match best {
            None => Some((item, k)),
            Some((bi, bk)) => {
                let better = vm.compare(&k, &bk, op)?;
                if vm.truthy(&better)? {
                    Some((item, k))
                } else {
                    Some((bi, bk))
                }
            }
        };
    }
    match best {
        Some((v, _)) => Ok(v),
        None => default.ok_or_else(|| PyErr::value_error(format!("{}() arg is an empty sequence", name))),
    }
}

fn int_radix(vm: &mut Vm, v: &Value, radix: u32, prefix: &str) -> PyResult<Value> {
    let i = match as_int(v) {
        Some(IntRef::Small(i)) => {
            // Machine ints format directly (no big-int conversion).
            let sign = if i < 0 { "-" } else { "" };
            let m = i.unsigned_abs();
            let text = match radix {
                2 => format!("{sign}{prefix}{m:b}"),
                8 => format!("{sign}{prefix}{m:o}"),
                _ => format!("{sign}{prefix}{m:x}"),
            };
            return Ok(Value::string(text));
        }
        Some(IntRef::Big(b)) => b.clone(),
        None => BigInt::from(vm.index_value(v)?),
    };
    let digits = i.abs().to_str_radix(radix);
    let sign = if i.is_negative() { "-" } else { "" };
    Ok(Value::string(format!("{}{}{}", sign, prefix, digits)))
}

fn bin(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([number], []) = BIN.bind(args, kw)?;
    int_radix(vm, number, 2, "0b")
}

fn oct(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([number], []) = OCT.bind(args, kw)?;
    int_radix(vm, number, 8, "0o")
}

fn hex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([number], []) = HEX.bind(args, kw)?;
    int_radix(vm, number, 16, "0x")
}
