//! Operators: arithmetic (with reflected and in-place dunders), comparisons, equality,
//! truth and membership — native fast paths first, user dunders after. Hashing is in
//! `hashing.rs`.

use std::cmp::Ordering;
use std::rc::Rc;

use super::Vm;
use crate::compile::bytecode::{BinOp, CmpOp, UnaryOp};
use crate::error::{PyErr, PyResult};
use crate::types::num::{self, as_int, IntRef};
use crate::value::{PyBytes, Value};

/// A fast-path arithmetic result as two plain scalars. The compiler keeps these in
/// registers up to the instruction that stores the result; a `Value`-typed result was
/// spilled to the stack in two 8-byte halves and reloaded whole, which stalled store
/// forwarding on every float operation.
#[derive(Clone, Copy)]
pub struct Num {
    is_float: bool,
    bits: u64,
}

impl Num {
    #[inline(always)]
    pub fn is_float(self) -> bool {
        self.is_float
    }
    #[inline(always)]
    pub fn float(self) -> f64 {
        f64::from_bits(self.bits)
    }
    #[inline(always)]
    pub fn int(self) -> i64 {
        self.bits as i64
    }
}

/// `a op b` when both are machine ints or floats and so is the result: the dispatch loop's
/// fast path (the operands need no drop, the result no allocation). None hands the
/// operation to `binary_op`.
#[inline(always)]
pub fn arith_num(a: &Value, b: &Value, op: BinOp) -> Option<Num> {
    let int = |r: i64| Num { is_float: false, bits: r as u64 };
    let float = |r: f64| Num { is_float: true, bits: r.to_bits() };
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => int_raw(*x, *y, op).map(int),
        (Value::Float(x), Value::Float(y)) => float_raw(*x, *y, op).map(float),
        (Value::Float(x), Value::Int(y)) => float_raw(*x, *y as f64, op).map(float),
        (Value::Int(x), Value::Float(y)) => float_raw(*x as f64, *y, op).map(float),
        _ => None,
    }
}

/// i64 arithmetic that stays in i64, as a value (see [`int_raw`]).
#[inline(always)]
pub fn int_fast(x: i64, y: i64, op: BinOp) -> Option<Value> {
    int_raw(x, y, op).map(Value::Int)
}

/// i64 arithmetic that stays in i64; None when the result needs the slow path.
#[inline(always)]
pub fn int_raw(x: i64, y: i64, op: BinOp) -> Option<i64> {
    Some(match op {
        BinOp::Add => x.checked_add(y)?,
        BinOp::Sub => x.checked_sub(y)?,
        BinOp::Mul => x.checked_mul(y)?,
        BinOp::FloorDiv => {
            if y == 0 {
                return None;
            }
            let q = x.checked_div(y)?;
            if (x % y != 0) && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            }
        }
        BinOp::Mod => {
            if y == 0 {
                return None;
            }
            let r = x.checked_rem(y)?;
            if r != 0 && ((r < 0) != (y < 0)) {
                r + y
            } else {
                r
            }
        }
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::LShift => {
            if !(0..64).contains(&y) {
                return None;
            }
            let r = x.checked_shl(y as u32)?;
            if (r >> y) != x {
                return None;
            }
            r
        }
        BinOp::RShift => {
            if y < 0 {
                return None;
            }
            x >> y.min(63)
        }
        BinOp::Pow => {
            if !(0..=63).contains(&y) {
                return None;
            }
            x.checked_pow(y as u32)?
        }
        BinOp::TrueDiv | BinOp::MatMul => return None,
    })
}

/// f64 arithmetic for the common operators; None for the slow path (errors, powers).
#[inline(always)]
pub fn float_raw(x: f64, y: f64, op: BinOp) -> Option<f64> {
    Some(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::TrueDiv if y != 0.0 => x / y,
        _ => return None,
    })
}

#[inline]
pub fn cmp_float(x: f64, y: f64, op: CmpOp) -> bool {
    match op {
        CmpOp::Lt => x < y,
        CmpOp::Le => x <= y,
        CmpOp::Eq => x == y,
        CmpOp::Ne => x != y,
        CmpOp::Gt => x > y,
        CmpOp::Ge => x >= y,
    }
}

#[inline]
pub fn cmp_ord(o: Ordering, op: CmpOp) -> bool {
    match op {
        CmpOp::Lt => o == Ordering::Less,
        CmpOp::Le => o != Ordering::Greater,
        CmpOp::Eq => o == Ordering::Equal,
        CmpOp::Ne => o != Ordering::Equal,
        CmpOp::Gt => o == Ordering::Greater,
        CmpOp::Ge => o != Ordering::Less,
    }
}

fn as_float(v: &Value) -> Option<f64> {
    match v {
        Value::Float(f) => Some(*f),
        _ => None,
    }
}

impl Vm {
    pub fn truthy(&mut self, v: &Value) -> PyResult<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::BigInt(_) => true,
            Value::Float(f) => *f != 0.0,
            Value::Complex(c) => c.re != 0.0 || c.im != 0.0,
            Value::Str(s) => !s.s.is_empty(),
            Value::Bytes(b) => !b.data.is_empty(),
            Value::ByteArray(b) => !b.borrow().is_empty(),
            Value::List(l) => !l.items.borrow().is_empty(),
            Value::Tuple(t) => !t.items.is_empty(),
            Value::Dict(d) => !d.store.borrow().is_empty(),
            Value::Set(s) | Value::FrozenSet(s) => !s.store.borrow().is_empty(),
            Value::Range(r) => !r.is_empty(),
            Value::Type(_) if self.meta_method(v, "__bool__").is_some() || self.meta_method(v, "__len__").is_some() => {
                if let Some(f) = self.meta_method(v, "__bool__") {
                    return match self.call_method_value(f, v, &[])? {
                        Value::Bool(b) => Ok(b),
                        other => Err(PyErr::type_error(format!("__bool__ should return bool, returned {}", self.type_name(&other)))),
                    };
                }
                self.len_of(v)? != 0
            }
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__bool__") {
                    let r = self.call_method_value(f, v, &[])?;
                    return match r {
                        Value::Bool(b) => Ok(b),
                        other => Err(PyErr::type_error(format!("__bool__ should return bool, returned {}", self.type_name(&other)))),
                    };
                }
                if let Some(f) = inst.class.lookup("__len__") {
                    let r = self.call_method_value(f, v, &[])?;
                    return Ok(self.len_result(&r)? != 0);
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.truthy(&base);
                }
                true
            }
            _ => true,
        })
    }

    /// Calls a function found on a class with `obj` as its receiver.
    pub fn call_method_value(&mut self, func: Value, obj: &Value, args: &[Value]) -> PyResult<Value> {
        if let Value::Builtin(b) = &func {
            if b.bound_self.is_none() {
                return self.call_builtin_method(b, obj, args);
            }
        }
        let cls = self.type_of(obj);
        let bound = self.bind_descriptor(func, obj.clone(), &cls)?;
        self.call(&bound, args, &[])
    }

    pub fn binary_op(&mut self, a: &Value, b: &Value, op: BinOp) -> PyResult<Value> {
        if let Some(v) = self.native_binary(a, b, op)? {
            return Ok(v);
        }
        if let Some(v) = self.dunder_binary(a, b, op)? {
            return Ok(v);
        }
        if op == BinOp::Or {
            if let Some(v) = crate::modules::types::union_of(self, a, b)? {
                return Ok(v);
            }
        }
        Err(self.binary_type_error(a, b, op))
    }

    pub fn binary_type_error(&self, a: &Value, b: &Value, op: BinOp) -> PyErr {
        if let Some(e) = crate::types::bytes::bytes_binary_error(self, a, b, op) {
            return e;
        }
        match (a, op) {
            (Value::Str(_), BinOp::Add) => PyErr::type_error(format!("can only concatenate str (not \"{}\") to str", self.type_name(b))),
            (Value::List(_), BinOp::Add) => PyErr::type_error(format!("can only concatenate list (not \"{}\") to list", self.type_name(b))),
            (Value::Tuple(_), BinOp::Add) => {
                PyErr::type_error(format!("can only concatenate tuple (not \"{}\") to tuple", self.type_name(b)))
            }
            (Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Bytes(_), BinOp::Mul)
                if !matches!(b, Value::Int(_) | Value::Bool(_) | Value::BigInt(_)) =>
            {
                PyErr::type_error(format!("can't multiply sequence by non-int of type '{}'", self.type_name(b)))
            }
            (_, BinOp::Mul)
                if matches!(b, Value::Str(_) | Value::List(_) | Value::Tuple(_))
                    && !matches!(a, Value::Int(_) | Value::Bool(_) | Value::BigInt(_)) =>
            {
                PyErr::type_error(format!("can't multiply sequence by non-int of type '{}'", self.type_name(a)))
            }
            _ => PyErr::type_error(format!(
                "unsupported operand type(s) for {}: '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            )),
        }
    }

    fn native_binary(&mut self, a: &Value, b: &Value, op: BinOp) -> PyResult<Option<Value>> {
        if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
            match op {
                BinOp::And => return Ok(Some(Value::Bool(*x & *y))),
                BinOp::Or => return Ok(Some(Value::Bool(*x | *y))),
                BinOp::Xor => return Ok(Some(Value::Bool(*x ^ *y))),
                _ => {}
            }
        }
        // Numbers.
        if let (Some(x), Some(y)) = (as_int(a), as_int(b)) {
            let big = matches!(a, Value::BigInt(_)) || matches!(b, Value::BigInt(_));
            if big || op == BinOp::Pow {
                // The result must fit in the session heap (each is at most MAX_INT_BITS).
                let (bx, by) = (num::int_bits(&x), num::int_bits(&y));
                let small_y = match y {
                    IntRef::Small(v) => v.max(0) as u64,
                    IntRef::Big(_) => 0,
                };
                let result_bits = match op {
                    BinOp::Mul => bx.saturating_add(by),
                    BinOp::Pow => bx.saturating_mul(small_y),
                    BinOp::LShift => bx.saturating_add(small_y),
                    _ => bx.max(by),
                };
                self.check_alloc((result_bits.min(num::MAX_INT_BITS) / 8) as usize)?;
                // Work that grows faster than the operands runs in charged steps.
                if let Some(v) = crate::types::bigint_steps::binop(self, &x, &y, op)? {
                    return Ok(Some(v));
                }
                if big {
                    // Linear work (additions, shifts, bitwise operators).
                    self.charge(bx.max(by) / 64 + 1)?;
                }
            }
            return num::int_binop(&x, &y, op).map(Some).or_else(|e| if is_unsupported(&e) { Ok(None) } else { Err(e) });
        }
        let fx = match a {
            Value::Float(f) => Some(*f),
            other => match as_int(other) {
                Some(i) if matches!(b, Value::Float(_)) => Some(num::int_to_f64(&i)?),
                _ => None,
            },
        };
        let fy = match b {
            Value::Float(f) => Some(*f),
            other => match as_int(other) {
                Some(i) if matches!(a, Value::Float(_)) => Some(num::int_to_f64(&i)?),
                _ => None,
            },
        };
        if let (Some(x), Some(y)) = (fx, fy) {
            return num::float_binop(x, y, op).map(Some).or_else(|e| if is_unsupported(&e) { Ok(None) } else { Err(e) });
        }
        if matches!(a, Value::Complex(_)) || matches!(b, Value::Complex(_)) {
            return crate::types::complex::complex_binop(a, b, op);
        }
        match (a, b, op) {
            (Value::Str(x), Value::Str(y), BinOp::Add) => {
                self.check_alloc(x.s.len() + y.s.len())?;
                let mut s = String::with_capacity(x.s.len() + y.s.len());
                s.push_str(&x.s);
                s.push_str(&y.s);
                Ok(Some(Value::string(s)))
            }
            (Value::Str(x), _, BinOp::Mul) | (_, Value::Str(x), BinOp::Mul) => {
                let Some(n) = self.repeat_count(if matches!(a, Value::Str(_)) { b } else { a })? else { return Ok(None) };
                self.check_alloc(x.s.len().saturating_mul(n))?;
                self.charge((x.s.len().saturating_mul(n) / 64) as u64)?;
                Ok(Some(Value::string(x.s.repeat(n))))
            }
            (Value::Str(x), _, BinOp::Mod) => Ok(Some(Value::string(self.percent_format(&x.s, b)?))),
            (Value::List(x), Value::List(y), BinOp::Add) => {
                let total = x.items.borrow().len() + y.items.borrow().len();
                self.check_alloc(total.saturating_mul(16))?;
                self.charge(total as u64 / 16)?;
                let mut v = x.items.borrow().clone();
                v.extend(y.items.borrow().iter().cloned());
                self.check_alloc(v.len() * 16)?;
                Ok(Some(Value::list(v)))
            }
            (Value::Tuple(x), Value::Tuple(y), BinOp::Add) => {
                let mut v = x.items.to_vec();
                v.extend(y.items.iter().cloned());
                Ok(Some(Value::tuple(v)))
            }
            (Value::List(_) | Value::Tuple(_), _, BinOp::Mul) | (_, Value::List(_) | Value::Tuple(_), BinOp::Mul) => {
                let (seq, count) = if matches!(a, Value::List(_) | Value::Tuple(_)) { (a, b) } else { (b, a) };
                let Some(n) = self.repeat_count(count)? else { return Ok(None) };
                let items: Vec<Value> = match seq {
                    Value::List(l) => l.items.borrow().clone(),
                    Value::Tuple(t) => t.items.to_vec(),
                    _ => return Ok(None),
                };
                let total = items.len().saturating_mul(n);
                self.check_alloc(total.saturating_mul(16))?;
                self.charge((total / 16) as u64)?;
                let mut out = Vec::with_capacity(total);
                if !items.is_empty() {
                    for _ in 0..n {
                        out.extend(items.iter().cloned());
                    }
                }
                Ok(Some(if matches!(seq, Value::List(_)) { Value::list(out) } else { Value::tuple(out) }))
            }
            (Value::Bytes(_) | Value::ByteArray(_), _, BinOp::Add | BinOp::Mul)
            | (Value::ByteArray(_), _, BinOp::Mod)
            | (_, Value::Bytes(_) | Value::ByteArray(_), BinOp::Mul) => crate::types::bytes::bytes_binary(self, a, b, op),
            (Value::Bytes(x), _, BinOp::Mod) => {
                let text: String = x.data.iter().map(|&c| c as char).collect();
                let out = self.percent_format(&text, b)?;
                Ok(Some(Value::Bytes(Rc::new(PyBytes::new(out.chars().map(|c| c as u32 as u8).collect())))))
            }
            (Value::Dict(x), Value::Dict(_), BinOp::Or) => {
                self.check_alloc(x.store.borrow().heap_bytes())?;
                let store = x.store.borrow().clone();
                let d = Value::Dict(crate::value::PyDict::new_rc(store));
                self.dict_update_from(&d, b, false)?;
                Ok(Some(d))
            }
            (
                Value::Set(_) | Value::FrozenSet(_),
                Value::Set(_) | Value::FrozenSet(_),
                BinOp::And | BinOp::Or | BinOp::Sub | BinOp::Xor,
            ) => crate::types::set::set_binop(self, a, b, op).map(Some),
            (Value::DictView(_), _, BinOp::And | BinOp::Or | BinOp::Sub | BinOp::Xor)
            | (_, Value::DictView(_), BinOp::And | BinOp::Or | BinOp::Sub | BinOp::Xor) => {
                // Key and item views behave like sets.
                let sa = self.call(&Value::Type(self.types.set.clone()), std::slice::from_ref(a), &[])?;
                let sb = self.call(&Value::Type(self.types.set.clone()), std::slice::from_ref(b), &[])?;
                crate::types::set::set_binop(self, &sa, &sb, op).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// Tries `a.__op__(b)` and `b.__rop__(a)` (reflected first when b's type is a subclass).
    fn dunder_binary(&mut self, a: &Value, b: &Value, op: BinOp) -> PyResult<Option<Value>> {
        let (lname, rname, _) = op.dunders();
        let ta = self.type_of(a);
        let tb = self.type_of(b);
        let same = Rc::ptr_eq(&ta, &tb);
        // Builtin types' operators are native_binary's job (native module classes excepted).
        let l = if ta.is_builtin && !ta.is_native() { None } else { ta.lookup(lname) };
        let r_allowed = !same && (!tb.is_builtin || tb.is_native());
        // The reflected method is looked up first only when it may run first (b's type is a
        // subclass of a's); otherwise only if a's method gives up.
        let early_r = if r_allowed && tb.is_subtype(&ta) { tb.lookup(rname) } else { None };
        let reflected_first = early_r.is_some();
        if let Some(rf) = &early_r {
            let v = self.call_method_value(rf.clone(), b, std::slice::from_ref(a))?;
            if !matches!(v, Value::NotImplemented) {
                return Ok(Some(v));
            }
        }
        if let Some(lf) = l {
            let v = self.call_method_value(lf, a, std::slice::from_ref(b))?;
            if !matches!(v, Value::NotImplemented) {
                return Ok(Some(v));
            }
        }
        if !reflected_first && r_allowed {
            if let Some(rf) = tb.lookup(rname) {
                let v = self.call_method_value(rf, b, std::slice::from_ref(a))?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(Some(v));
                }
            }
        }
        // Subclasses of builtin types fall back to their builtin value.
        let ua = unwrap_base(a);
        let ub = unwrap_base(b);
        if ua.is_some() || ub.is_some() {
            let a2 = ua.unwrap_or_else(|| a.clone());
            let b2 = ub.unwrap_or_else(|| b.clone());
            return self.native_binary(&a2, &b2, op);
        }
        Ok(None)
    }

    pub fn inplace_op(&mut self, a: &Value, b: &Value, op: BinOp) -> PyResult<Value> {
        match (a, op) {
            (Value::List(l), BinOp::Add) => {
                crate::types::list::extend_list(self, l, b)?;
                return Ok(a.clone());
            }
            (Value::List(l), BinOp::Mul) => {
                let Some(n) = self.repeat_count(b)? else { return Err(self.binary_type_error(a, b, op)) };
                let len = l.items.borrow().len();
                self.check_alloc(len.saturating_mul(n.saturating_add(1)).saturating_mul(16))?;
                let items = l.items.borrow().clone();
                let total = items.len().saturating_mul(n);
                self.charge((total / 16) as u64)?;
                let mut out = Vec::with_capacity(total);
                if !items.is_empty() {
                    for _ in 0..n {
                        out.extend(items.iter().cloned());
                    }
                }
                *l.items_mut() = out;
                return Ok(a.clone());
            }
            (Value::Dict(d), BinOp::Or) => {
                crate::types::dict_methods::fill(self, d, Some(b), &[])?;
                return Ok(a.clone());
            }
            (Value::Set(_), BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor) if matches!(b, Value::Set(_) | Value::FrozenSet(_)) => {
                return crate::types::set::set_inplace_binop(self, a, b, op);
            }
            (Value::ByteArray(_), BinOp::Add | BinOp::Mul) => {
                return match crate::types::bytes::bytearray_inplace(self, a, b, op)? {
                    Some(v) => Ok(v),
                    None => Err(self.binary_type_error(a, b, op)),
                };
            }
            (Value::Instance(inst), _) => {
                let (_, _, iname) = op.dunders();
                if let Some(f) = inst.class.lookup(iname) {
                    let v = self.call_method_value(f, a, std::slice::from_ref(b))?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(v);
                    }
                }
            }
            _ => {}
        }
        self.binary_op(a, b, op).map_err(|e| {
            if e.lazy_kind() == Some(crate::error::ExcKind::TypeError)
                && self.native_type_error_for(a, b)
                && crate::types::bytes::bytes_binary_error(self, a, b, op).is_none()
            {
                PyErr::type_error(format!(
                    "unsupported operand type(s) for {}=: '{}' and '{}'",
                    op.symbol().trim_end_matches(" or pow()"),
                    self.type_name(a),
                    self.type_name(b)
                ))
            } else {
                e
            }
        })
    }

    fn native_type_error_for(&self, a: &Value, b: &Value) -> bool {
        !matches!((a, b), (Value::Str(_), _) | (Value::List(_), _) | (Value::Tuple(_), _))
            && !matches!(b, Value::Str(_) | Value::List(_) | Value::Tuple(_))
    }

    pub fn unary_op(&mut self, v: &Value, op: UnaryOp) -> PyResult<Value> {
        match (v, op) {
            (Value::Int(i), UnaryOp::Neg) => Ok(match i.checked_neg() {
                Some(n) => Value::Int(n),
                None => Value::from_bigint(-num_bigint::BigInt::from(*i)),
            }),
            (Value::Int(i), UnaryOp::Pos) => Ok(Value::Int(*i)),
            (Value::Int(i), UnaryOp::Invert) => Ok(Value::Int(!*i)),
            (Value::Bool(b), UnaryOp::Neg) => Ok(Value::Int(-(*b as i64))),
            (Value::Bool(b), UnaryOp::Pos) => Ok(Value::Int(*b as i64)),
            (Value::Bool(b), UnaryOp::Invert) => Ok(Value::Int(!(*b as i64))),
            (Value::BigInt(b), UnaryOp::Neg) => Ok(Value::from_bigint(-(**b).clone())),
            (Value::BigInt(b), UnaryOp::Pos) => Ok(Value::BigInt(b.clone())),
            (Value::BigInt(b), UnaryOp::Invert) => Ok(Value::from_bigint(-(**b).clone() - 1)),
            (Value::Float(f), UnaryOp::Neg) => Ok(Value::Float(-f)),
            (Value::Float(f), UnaryOp::Pos) => Ok(Value::Float(*f)),
            (Value::Complex(c), UnaryOp::Neg) => Ok(Value::complex(-c.re, -c.im)),
            (Value::Complex(c), UnaryOp::Pos) => Ok(Value::Complex(c.clone())),
            (_, UnaryOp::Not) => Ok(Value::Bool(!self.truthy(v)?)),
            (Value::Instance(inst), _) => {
                let name = match op {
                    UnaryOp::Neg => "__neg__",
                    UnaryOp::Pos => "__pos__",
                    UnaryOp::Invert => "__invert__",
                    UnaryOp::Not => "__bool__",
                };
                match inst.class.lookup(name) {
                    Some(f) => self.call_method_value(f, v, &[]),
                    None => {
                        let base = inst.base_value.borrow().clone();
                        if !base.is_none() {
                            return self.unary_op(&base, op);
                        }
                        Err(self.unary_error(v, op))
                    }
                }
            }
            _ => Err(self.unary_error(v, op)),
        }
    }

    fn unary_error(&self, v: &Value, op: UnaryOp) -> PyErr {
        let sym = match op {
            UnaryOp::Neg => "-",
            UnaryOp::Pos => "+",
            UnaryOp::Invert => "~",
            UnaryOp::Not => "not",
        };
        PyErr::type_error(format!("bad operand type for unary {}: '{}'", sym, self.type_name(v)))
    }

    /// Equality usable without running Python code; None when user code would decide.
    pub fn native_eq(&self, a: &Value, b: &Value) -> Option<bool> {
        self.native_eq_at(a, b, 0)
    }

    /// `native_eq` with a nesting depth: deep tuples fall back to the guarded slow path.
    fn native_eq_at(&self, a: &Value, b: &Value, depth: usize) -> Option<bool> {
        use Value::*;
        if depth > 64 {
            return Option::None;
        }
        Some(match (a, b) {
            (Str(x), Str(y)) => x.s == y.s,
            (Int(x), Int(y)) => x == y,
            (None, None) | (Ellipsis, Ellipsis) | (NotImplemented, NotImplemented) => true,
            (Float(x), Float(y)) => x == y,
            (Tuple(x), Tuple(y)) => {
                if x.items.len() != y.items.len() {
                    return Some(false);
                }
                for (p, q) in x.items.iter().zip(y.items.iter()) {
                    if p.is(q) {
                        continue;
                    }
                    if !self.native_eq_at(p, q, depth + 1)? {
                        return Some(false);
                    }
                }
                true
            }
            (Bytes(_) | ByteArray(_), Bytes(_) | ByteArray(_)) => crate::types::bytes::bytes_eq(a, b).unwrap_or(false),
            (Instance(_), _) | (_, Instance(_)) => {
                let cls = match (a, b) {
                    (Instance(i), _) => &i.class,
                    (_, Instance(i)) => &i.class,
                    _ => return Option::None,
                };
                let eq = cls.lookup("__eq__");
                if matches!(eq, Some(Value::Builtin(_)) | Option::None) && !cls.is_native() {
                    if let (Instance(x), Instance(y)) = (a, b) {
                        if Rc::ptr_eq(&x.class, &y.class) {
                            return Some(Rc::ptr_eq(x, y));
                        }
                    }
                }
                return Option::None;
            }
            (List(_), _) | (_, List(_)) | (Dict(_), _) | (_, Dict(_)) | (Set(_) | FrozenSet(_), _) => return Option::None,
            _ => {
                if let (Some(x), Some(y)) = (as_int(a), as_int(b)) {
                    return Some(int_cmp(&x, &y) == Ordering::Equal);
                }
                if let (Some(x), Some(f)) = (as_int(a), as_float(b)) {
                    return Some(num::cmp_int_float(&x, f) == Some(Ordering::Equal));
                }
                if let (Some(f), Some(x)) = (as_float(a), as_int(b)) {
                    return Some(num::cmp_int_float(&x, f) == Some(Ordering::Equal));
                }
                if let (Complex(x), Complex(y)) = (a, b) {
                    return Some(x.re == y.re && x.im == y.im);
                }
                if let (Complex(c), other) | (other, Complex(c)) = (a, b) {
                    if c.im != 0.0 {
                        return Some(false);
                    }
                    return match other {
                        Float(f) => Some(c.re == *f),
                        o => as_int(o).map(|i| num::cmp_int_float(&i, c.re) == Some(Ordering::Equal)),
                    };
                }
                if let (Range(x), Range(y)) = (a, b) {
                    return Some(crate::types::range::range_eq(x, y));
                }
                if matches!(a, Complex(_)) || matches!(b, Complex(_)) {
                    return Option::None;
                }
                if let (Type(x), Type(y)) = (a, b) {
                    return Some(Rc::ptr_eq(x, y));
                }
                if a.heap_ptr().is_some() && b.heap_ptr().is_some() && std::mem::discriminant(a) != std::mem::discriminant(b) {
                    return Some(false);
                }
                match (a.heap_ptr(), b.heap_ptr()) {
                    (Some(x), Some(y)) if matches!(a, Function(_) | Builtin(_) | Module(_) | Generator(_) | Iter(_)) => x == y,
                    _ => return Option::None,
                }
            }
        })
    }

    /// `a == b` as a bool, with the identity shortcut containers use.
    pub fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        if a.is(b) {
            return Ok(true);
        }
        if let Some(r) = self.native_eq(a, b) {
            return Ok(r);
        }
        let r = self.compare(a, b, CmpOp::Eq)?;
        self.truthy(&r)
    }

    pub fn compare(&mut self, a: &Value, b: &Value, op: CmpOp) -> PyResult<Value> {
        if matches!(op, CmpOp::Eq | CmpOp::Ne)
            && (matches!(a, Value::Complex(_) | Value::Range(_)) || matches!(b, Value::Complex(_) | Value::Range(_)))
        {
            if let Some(r) = self.native_eq(a, b) {
                return Ok(Value::Bool(r == (op == CmpOp::Eq)));
            }
        }
        if let Some(o) = self.native_order(a, b)? {
            return Ok(Value::Bool(match o {
                Some(ord) => cmp_ord(ord, op),
                None => op == CmpOp::Ne,
            }));
        }
        match (a, b) {
            (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => return self.compare_sequences(a, b, op),
            // Slices compare as their (start, stop, step) tuples.
            (Value::Slice(x), Value::Slice(y)) => {
                let as_tuple = |s: &crate::value::PySlice| Value::tuple(vec![s.start.clone(), s.stop.clone(), s.step.clone()]);
                return self.compare_sequences(&as_tuple(x), &as_tuple(y), op);
            }
            (Value::Dict(_), Value::Dict(_)) if matches!(op, CmpOp::Eq | CmpOp::Ne) => {
                let r = self.dict_equal(a, b)?;
                return Ok(Value::Bool(r == (op == CmpOp::Eq)));
            }
            (Value::Set(_) | Value::FrozenSet(_), Value::Set(_) | Value::FrozenSet(_)) => {
                return crate::types::set::set_compare(self, a, b, op).map(Value::Bool)
            }
            (Value::DictView(v), Value::Set(_) | Value::FrozenSet(_) | Value::DictView(_))
            | (Value::Set(_) | Value::FrozenSet(_), Value::DictView(v))
                if v.kind != crate::value::ViewKind::Values =>
            {
                let set_type = Value::Type(self.types.set.clone());
                let sa = self.call(&set_type, std::slice::from_ref(a), &[])?;
                let sb = self.call(&set_type, std::slice::from_ref(b), &[])?;
                return crate::types::set::set_compare(self, &sa, &sb, op).map(Value::Bool);
            }
            _ => {}
        }
        // User-defined rich comparisons.
        let ta = self.type_of(a);
        let tb = self.type_of(b);
        let name = op.dunder();
        let rname = op.swapped().dunder();
        let reflected_first = !Rc::ptr_eq(&ta, &tb) && tb.is_subtype(&ta) && (!tb.is_builtin || tb.is_native());
        let attempts: [(&Value, &Value, &str, &Rc<crate::value::PyType>); 2] =
            if reflected_first { [(b, a, rname, &tb), (a, b, name, &ta)] } else { [(a, b, name, &ta), (b, a, rname, &tb)] };
        for (x, y, n, tx) in attempts {
            if tx.is_builtin && !tx.is_native() {
                continue;
            }
            if let Some(f) = tx.lookup(n) {
                if !tx.honours(&f) {
                    // Without a Python __ne__, != negates a Python __eq__ (object.__ne__).
                    if n == "__ne__" {
                        if let Some(eq @ Value::Function(_)) = tx.lookup("__eq__") {
                            let r = self.call_method_value(eq, x, std::slice::from_ref(y))?;
                            if !matches!(r, Value::NotImplemented) {
                                return Ok(Value::Bool(!self.truthy(&r)?));
                            }
                        }
                    }
                    continue;
                }
                let r = self.call_method_value(f, x, std::slice::from_ref(y))?;
                if !matches!(r, Value::NotImplemented) {
                    return Ok(r);
                }
            }
        }
        // Builtin values wrapped in subclass instances.
        let ua = unwrap_base(a);
        let ub = unwrap_base(b);
        if ua.is_some() || ub.is_some() {
            let a2 = ua.unwrap_or_else(|| a.clone());
            let b2 = ub.unwrap_or_else(|| b.clone());
            return self.compare(&a2, &b2, op);
        }
        match op {
            CmpOp::Eq => Ok(Value::Bool(a.is(b))),
            CmpOp::Ne => Ok(Value::Bool(!a.is(b))),
            _ => Err(PyErr::type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                self.type_name(a),
                self.type_name(b)
            ))),
        }
    }

    /// Ordering for builtin scalars; Some(None) means unordered (NaN).
    fn native_order(&mut self, a: &Value, b: &Value) -> PyResult<Option<Option<Ordering>>> {
        if let (Some(x), Some(y)) = (as_int(a), as_int(b)) {
            return Ok(Some(Some(int_cmp(&x, &y))));
        }
        match (a, b) {
            (Value::Float(x), Value::Float(y)) => return Ok(Some(x.partial_cmp(y))),
            (Value::Str(x), Value::Str(y)) => return Ok(Some(Some(x.s.cmp(&y.s)))),
            (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
                return Ok(Some(crate::types::bytes::bytes_order(a, b)))
            }
            (Value::Float(f), other) => {
                if let Some(i) = as_int(other) {
                    return Ok(Some(num::cmp_int_float(&i, *f).map(|o| o.reverse())));
                }
            }
            (other, Value::Float(f)) => {
                if let Some(i) = as_int(other) {
                    return Ok(Some(num::cmp_int_float(&i, *f)));
                }
            }
            _ => {}
        }
        Ok(None)
    }

    fn compare_sequences(&mut self, a: &Value, b: &Value, op: CmpOp) -> PyResult<Value> {
        self.enter_recursion(" in comparison")?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.compare_sequences_inner(a, b, op));
        self.recursion_depth -= 1;
        r
    }

    /// CPython's list/tuple comparison. Item comparisons run user code that may change a
    /// list, so items are read one at a time and the lengths re-read, as CPython does.
    fn compare_sequences_inner(&mut self, a: &Value, b: &Value, op: CmpOp) -> PyResult<Value> {
        let (la, lb) = (seq_len(a), seq_len(b));
        self.charge(la.min(lb) as u64 / 16)?;
        if matches!(op, CmpOp::Eq | CmpOp::Ne) && la != lb {
            return Ok(Value::Bool(op == CmpOp::Ne));
        }
        let mut i = 0;
        while let (Some(x), Some(y)) = (seq_item(a, i), seq_item(b, i)) {
            if !self.eq(&x, &y)? {
                break;
            }
            i += 1;
        }
        // No differing item: the (current) lengths decide.
        let (Some(x), Some(y)) = (seq_item(a, i), seq_item(b, i)) else {
            return Ok(Value::Bool(cmp_ord(seq_len(a).cmp(&seq_len(b)), op)));
        };
        match op {
            CmpOp::Eq => Ok(Value::Bool(false)),
            CmpOp::Ne => Ok(Value::Bool(true)),
            _ => self.compare(&x, &y, op),
        }
    }

    fn dict_equal(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        self.enter_recursion(" in comparison")?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.dict_equal_inner(a, b));
        self.recursion_depth -= 1;
        r
    }

    fn dict_equal_inner(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        let (Value::Dict(x), Value::Dict(y)) = (a, b) else { return Ok(false) };
        if x.store.borrow().len() != y.store.borrow().len() {
            return Ok(false);
        }
        let items = x.store.borrow().items();
        for (k, v) in items {
            match self.dict_get(y, &k)? {
                Some(v2) => {
                    if !self.eq(&v, &v2)? {
                        return Ok(false);
                    }
                }
                None => return Ok(false),
            }
        }
        Ok(true)
    }

    pub fn contains(&mut self, container: &Value, item: &Value) -> PyResult<bool> {
        match container {
            Value::Str(s) => match item {
                Value::Str(sub) => Ok(s.s.contains(&*sub.s)),
                other => Err(PyErr::type_error(format!("'in <string>' requires string as left operand, not {}", self.type_name(other)))),
            },
            Value::List(l) => {
                self.charge(l.items.borrow().len() as u64 / 16)?;
                let mut i = 0;
                while let Some(x) = crate::types::list::item_at(l, i) {
                    if self.eq(&x, item)? {
                        return Ok(true);
                    }
                    i += 1;
                }
                Ok(false)
            }
            Value::Tuple(t) => {
                self.charge(t.items.len() as u64 / 16)?;
                for x in t.items.iter() {
                    if self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Dict(d) => self.store_contains(&d.store, item),
            Value::Set(s) | Value::FrozenSet(s) => self.store_contains(&s.store, item),
            Value::Range(r) => crate::types::range::range_contains(self, r, item),
            Value::Bytes(_) | Value::ByteArray(_) => crate::types::bytes::bytes_contains(self, container, item),
            Value::Type(_) if self.meta_method(container, "__contains__").is_some() => {
                let f = self.meta_method(container, "__contains__").unwrap_or(Value::None);
                let r = self.call_method_value(f, container, std::slice::from_ref(item))?;
                self.truthy(&r)
            }
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__contains__") {
                    let r = self.call_method_value(f, container, std::slice::from_ref(item))?;
                    return self.truthy(&r);
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.contains(&base, item);
                }
                self.contains_by_iteration(container, item)
            }
            _ => self.contains_by_iteration(container, item),
        }
    }

    fn contains_by_iteration(&mut self, container: &Value, item: &Value) -> PyResult<bool> {
        let it = match self.get_iter(container) {
            Ok(it) => it,
            Err(_) => return Err(PyErr::type_error(format!("argument of type '{}' is not iterable", self.type_name(container)))),
        };
        while let Some(x) = self.iter_next(&it)? {
            if self.eq(&x, item)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

pub fn int_cmp(a: &IntRef, b: &IntRef) -> Ordering {
    match (a, b) {
        (IntRef::Small(x), IntRef::Small(y)) => x.cmp(y),
        _ => a.to_big().cmp(&b.to_big()),
    }
}

fn seq_len(v: &Value) -> usize {
    match v {
        Value::List(l) => l.items.borrow().len(),
        Value::Tuple(t) => t.items.len(),
        _ => 0,
    }
}

fn seq_item(v: &Value, i: usize) -> Option<Value> {
    match v {
        Value::List(l) => l.items.borrow().get(i).cloned(),
        Value::Tuple(t) => t.items.get(i).cloned(),
        _ => None,
    }
}

fn unwrap_base(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(inst) => {
            let b = inst.base_value.borrow().clone();
            if b.is_none() {
                None
            } else {
                Some(b)
            }
        }
        _ => None,
    }
}

fn is_unsupported(e: &PyErr) -> bool {
    matches!(&*e.0, crate::error::ErrRepr::Lazy { kind: crate::error::ExcKind::TypeError, args } if matches!(args.first(), Some(Value::Str(s)) if &*s.s == "unsupported"))
}
