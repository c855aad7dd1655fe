//! The JSON encoder: CPython's `json.encoder` output and errors, natively.
//!
//! Values are classified like CPython's encoder does it (str, None, True, False, int,
//! float, list/tuple, dict — subclasses included —, else `default(o)`). Nesting is bounded
//! by the VM's recursion limit and the Rust stack grows on the heap when needed.

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// What a value is for the encoder.
enum Kind {
    Str(Rc<crate::value::PyStr>),
    Null,
    Bool(bool),
    Int(Value),
    Float(f64),
    Array(Vec<Value>),
    Object(Value),
    Other,
}

struct Encoder {
    skipkeys: bool,
    ensure_ascii: bool,
    check_circular: bool,
    allow_nan: bool,
    sort_keys: bool,
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    default: Option<Value>,
    markers: Vec<usize>,
    out: String,
}

/// `_encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, indent, separators,
/// default, sort_keys)`.
pub fn encode_native(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<9, 0> = Signature::positional(
        "",
        "_encode",
        ["obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "indent", "separators", "default", "sort_keys"],
        [],
    );
    let ([obj, skipkeys, ensure_ascii, check_circular, allow_nan, indent, separators, default, sort_keys], []) = SIG.bind(args, kw)?;
    let indent = match indent {
        Value::None => None,
        Value::Str(s) => Some(s.s.clone()),
        other => {
            let n = crate::builtins::args::to_i64(vm, other)?;
            let n = usize::try_from(n).unwrap_or(0);
            vm.check_alloc(n)?;
            Some(" ".repeat(n))
        }
    };
    let (item_sep, key_sep) = match separators {
        Value::None => (if indent.is_some() { ",".to_string() } else { ", ".to_string() }, ": ".to_string()),
        seps => {
            let parts = vm.collect_iterable(seps)?;
            let [item, key] = parts.as_slice() else {
                return Err(PyErr::value_error(if parts.len() < 2 {
                    format!("not enough values to unpack (expected 2, got {})", parts.len())
                } else {
                    "too many values to unpack (expected 2)".to_string()
                }));
            };
            (separator(vm, item)?, separator(vm, key)?)
        }
    };
    let mut enc = Encoder {
        skipkeys: vm.truthy(skipkeys)?,
        ensure_ascii: vm.truthy(ensure_ascii)?,
        check_circular: vm.truthy(check_circular)?,
        allow_nan: vm.truthy(allow_nan)?,
        sort_keys: vm.truthy(sort_keys)?,
        indent,
        item_sep,
        key_sep,
        default: if default.is_none() { None } else { Some(default.clone()) },
        markers: Vec::new(),
        out: String::new(),
    };
    enc.value(vm, obj, 0)?;
    Ok(Value::string(enc.out))
}

fn separator(vm: &Vm, v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.clone()),
        other => Err(PyErr::type_error(format!("make_encoder() argument must be str, not {}", vm.type_name(other)))),
    }
}

fn classify(vm: &mut Vm, v: &Value) -> PyResult<Kind> {
    Ok(match v {
        Value::Str(s) => Kind::Str(s.clone()),
        Value::None => Kind::Null,
        Value::Bool(b) => Kind::Bool(*b),
        Value::Int(_) | Value::BigInt(_) => Kind::Int(v.clone()),
        Value::Float(f) => Kind::Float(*f),
        Value::List(l) => Kind::Array(l.items.borrow().clone()),
        Value::Tuple(t) => Kind::Array(t.items.to_vec()),
        Value::Dict(_) => Kind::Object(v.clone()),
        Value::Instance(inst) => {
            let base = inst.base_value.borrow().clone();
            match base {
                Value::Str(s) => Kind::Str(s),
                Value::Int(_) | Value::BigInt(_) => Kind::Int(base),
                Value::Bool(b) => Kind::Bool(b),
                Value::Float(f) => Kind::Float(f),
                Value::List(l) => Kind::Array(l.items.borrow().clone()),
                Value::Tuple(t) => Kind::Array(t.items.to_vec()),
                Value::Dict(_) => Kind::Object(v.clone()),
                _ => {
                    let _ = vm;
                    Kind::Other
                }
            }
        }
        _ => Kind::Other,
    })
}

/// The (key, value) pairs of a dict or dict subclass (a Python-level `items()` is honoured).
fn object_items(vm: &mut Vm, v: &Value) -> PyResult<Vec<(Value, Value)>> {
    if let Value::Instance(inst) = v {
        if let Some(f) = inst.class.lookup("items") {
            if !matches!(f, Value::Builtin(_)) {
                let r = vm.call_method_value(f, v, &[])?;
                let pairs = vm.collect_iterable(&r)?;
                let mut out = Vec::with_capacity(pairs.len());
                for p in pairs {
                    let kv = vm.collect_iterable(&p)?;
                    if let [k, val] = kv.as_slice() {
                        out.push((k.clone(), val.clone()));
                    } else {
                        return Err(PyErr::value_error("items must return 2-tuples"));
                    }
                }
                return Ok(out);
            }
        }
    }
    vm.mapping_items(v)
}

impl Encoder {
    fn value(&mut self, vm: &mut Vm, v: &Value, level: usize) -> PyResult<()> {
        match classify(vm, v)? {
            Kind::Str(s) => self.string(&s.s),
            Kind::Null => self.out.push_str("null"),
            Kind::Bool(b) => self.out.push_str(if b { "true" } else { "false" }),
            Kind::Int(i) => {
                let s = vm.int_to_string(&i)?;
                self.out.push_str(&s);
            }
            Kind::Float(f) => {
                let s = self.float(vm, f)?;
                self.out.push_str(&s);
            }
            Kind::Array(items) => self.nested(vm, v, level, |enc, vm, level| enc.array(vm, &items, level))?,
            Kind::Object(d) => self.nested(vm, v, level, |enc, vm, level| enc.object(vm, &d, level))?,
            Kind::Other => {
                let Some(default) = self.default.clone() else {
                    // The class's __name__ (`date`, not the qualified `datetime.date`).
                    let full = vm.type_name(v);
                    let name = full.rsplit('.').next().unwrap_or(&full);
                    return Err(PyErr::type_error(format!("Object of type {} is not JSON serializable", name)));
                };
                let replaced = vm.call(&default, std::slice::from_ref(v), &[])?;
                self.nested(vm, v, level, |enc, vm, level| enc.value(vm, &replaced, level))?;
            }
        }
        if self.out.len() > (1 << 16) {
            vm.check_alloc(self.out.len())?;
        }
        Ok(())
    }

    /// Runs `f` for a container (or a `default()` replacement) with circular-reference
    /// detection and the recursion bound.
    fn nested(
        &mut self,
        vm: &mut Vm,
        v: &Value,
        level: usize,
        f: impl FnOnce(&mut Encoder, &mut Vm, usize) -> PyResult<()>,
    ) -> PyResult<()> {
        let id = v.heap_ptr();
        if self.check_circular {
            if let Some(id) = id {
                if self.markers.contains(&id) {
                    return Err(PyErr::value_error("Circular reference detected"));
                }
                self.markers.push(id);
            }
        }
        vm.enter_recursion(" while encoding a JSON object")?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || f(self, vm, level));
        vm.recursion_depth = vm.recursion_depth.saturating_sub(1);
        if self.check_circular && id.is_some() {
            self.markers.pop();
        }
        r
    }

    /// A line break and `level` indents; the document's new size is checked against the
    /// memory limit and the indent bytes charged to the budget before anything is written.
    fn newline(&mut self, vm: &mut Vm, level: usize) -> PyResult<()> {
        if let Some(indent) = &self.indent {
            let added = indent.len().saturating_mul(level).saturating_add(1);
            vm.check_alloc(self.out.len().saturating_add(added))?;
            vm.charge((added / 64) as u64)?;
            self.out.push('\n');
            for _ in 0..level {
                self.out.push_str(indent);
            }
        }
        Ok(())
    }

    fn array(&mut self, vm: &mut Vm, items: &[Value], level: usize) -> PyResult<()> {
        if items.is_empty() {
            self.out.push_str("[]");
            return Ok(());
        }
        self.out.push('[');
        let inner = level + 1;
        self.newline(vm, inner)?;
        for (i, it) in items.iter().enumerate() {
            if i > 0 {
                let sep = std::mem::take(&mut self.item_sep);
                self.out.push_str(&sep);
                self.item_sep = sep;
                self.newline(vm, inner)?;
            }
            self.value(vm, it, inner)?;
            if i % 64 == 63 {
                vm.charge(64)?;
            }
        }
        self.newline(vm, level)?;
        self.out.push(']');
        Ok(())
    }

    fn object(&mut self, vm: &mut Vm, d: &Value, level: usize) -> PyResult<()> {
        let mut items = object_items(vm, d)?;
        if items.is_empty() {
            self.out.push_str("{}");
            return Ok(());
        }
        if self.sort_keys {
            let pairs: Vec<Value> = items.into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect();
            let sorted = crate::builtins::sort::sort_values(vm, pairs, None, false)?;
            items = sorted
                .into_iter()
                .filter_map(|p| match p {
                    Value::Tuple(t) if t.items.len() == 2 => Some((t.items[0].clone(), t.items[1].clone())),
                    _ => None,
                })
                .collect();
        }
        self.out.push('{');
        let inner = level + 1;
        self.newline(vm, inner)?;
        let mut first = true;
        for (i, (k, v)) in items.iter().enumerate() {
            let key = match self.key(vm, k)? {
                Some(key) => key,
                None => continue,
            };
            if !first {
                let sep = std::mem::take(&mut self.item_sep);
                self.out.push_str(&sep);
                self.item_sep = sep;
                self.newline(vm, inner)?;
            }
            first = false;
            self.string(&key);
            let sep = std::mem::take(&mut self.key_sep);
            self.out.push_str(&sep);
            self.key_sep = sep;
            self.value(vm, v, inner)?;
            if i % 64 == 63 {
                vm.charge(64)?;
            }
        }
        self.newline(vm, level)?;
        self.out.push('}');
        Ok(())
    }

    /// The text of a dict key, or None when `skipkeys` drops it.
    fn key(&mut self, vm: &mut Vm, k: &Value) -> PyResult<Option<String>> {
        Ok(Some(match classify(vm, k)? {
            Kind::Str(s) => s.s.clone(),
            Kind::Float(f) => self.float(vm, f)?,
            Kind::Bool(true) => "true".into(),
            Kind::Bool(false) => "false".into(),
            Kind::Null => "null".into(),
            Kind::Int(i) => vm.int_to_string(&i)?,
            _ => {
                if self.skipkeys {
                    return Ok(None);
                }
                return Err(PyErr::type_error(format!("keys must be str, int, float, bool or None, not {}", vm.type_name(k))));
            }
        }))
    }

    fn float(&self, vm: &mut Vm, f: f64) -> PyResult<String> {
        let _ = vm;
        if f.is_finite() {
            return Ok(crate::format::float_repr(f));
        }
        if !self.allow_nan {
            return Err(if self.indent.is_some() {
                PyErr::value_error(format!("Out of range float values are not JSON compliant: {}", crate::format::float_repr(f)))
            } else {
                PyErr::new(ExcKind::ValueError, "Out of range float values are not JSON compliant")
            });
        }
        Ok(if f.is_nan() {
            "NaN".into()
        } else if f > 0.0 {
            "Infinity".into()
        } else {
            "-Infinity".into()
        })
    }

    fn string(&mut self, s: &str) {
        escape_into(&mut self.out, s, self.ensure_ascii);
    }
}

/// Appends `s` as a JSON string literal (CPython's `encode_basestring[_ascii]`).
pub fn escape_into(out: &mut String, s: &str, ensure_ascii: bool) {
    out.reserve(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => push_u(out, c as u32),
            c if ensure_ascii && (c as u32) >= 0x7f => {
                let n = c as u32;
                if n >= 0x10000 {
                    let v = n - 0x10000;
                    push_u(out, 0xd800 | ((v >> 10) & 0x3ff));
                    push_u(out, 0xdc00 | (v & 0x3ff));
                } else {
                    push_u(out, n);
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn push_u(out: &mut String, n: u32) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push_str("\\u");
    for shift in [12, 8, 4, 0] {
        out.push(HEX[((n >> shift) & 0xf) as usize] as char);
    }
}
