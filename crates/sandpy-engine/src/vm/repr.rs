//! Text conversions: `repr()`, `str()`, `ascii()`, `format()` with format specs, and
//! printf-style `%` formatting. Container reprs detect cycles (`[...]`).

use std::rc::Rc;

use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::format::{self, FormatError, FormatErrorKind, PercentSpec};
use crate::types::iter::IterState;
use crate::types::num::as_int;
use crate::value::{Value, ViewKind};

pub fn format_error(e: FormatError) -> PyErr {
    let kind = match e.kind {
        FormatErrorKind::ValueError => ExcKind::ValueError,
        FormatErrorKind::TypeError => ExcKind::TypeError,
        FormatErrorKind::OverflowError => ExcKind::OverflowError,
        FormatErrorKind::MemoryError => return PyErr::memory(),
    };
    PyErr::new(kind, e.message)
}

/// Complex parts print like floats but without a forced ".0".
fn complex_part(x: f64) -> String {
    let r = format::float_repr(x);
    match r.strip_suffix(".0") {
        Some(s) => s.to_string(),
        None => r,
    }
}

pub fn complex_repr(re: f64, im: f64) -> String {
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", complex_part(im));
    }
    // The sign of a NaN is not shown (CPython prints `+nanj` for any NaN).
    let sign = if im < 0.0 || (im == 0.0 && im.is_sign_negative()) { "-" } else { "+" };
    format!("({}{}{}j)", complex_part(re), sign, complex_part(im.abs()))
}

/// The first `limit` bytes of `s`, cut back to a char boundary.
pub(crate) fn text_head(s: &str, limit: usize) -> &str {
    let mut cut = limit.min(s.len());
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    &s[..cut]
}

/// The last `limit` bytes of `s`, cut forward to a char boundary.
pub(crate) fn text_tail(s: &str, limit: usize) -> &str {
    let mut cut = s.len().saturating_sub(limit);
    while !s.is_char_boundary(cut) {
        cut += 1;
    }
    &s[cut..]
}

fn addr(v: &Value) -> String {
    format!("0x{:012x}", v.heap_ptr().unwrap_or(0))
}

impl Vm {
    pub fn int_to_string(&mut self, v: &Value) -> PyResult<String> {
        match v {
            Value::Int(i) => Ok(i.to_string()),
            Value::Bool(b) => Ok((*b as i64).to_string()),
            Value::BigInt(b) => {
                // Decimal conversion is quadratic in the number of digits.
                let words = b.bits() / 64 + 1;
                self.charge_const(words.saturating_mul(words) / 32)?;
                format::int_to_decimal_string(b, format::INT_MAX_STR_DIGITS).map_err(format_error)
            }
            _ => Ok(String::new()),
        }
    }

    /// `repr()` stopped near `limit` bytes (the text then ends in `...`), for texts that
    /// leave the engine: a huge value never makes a huge text.
    pub fn repr_bounded(&mut self, v: &Value, limit: usize) -> PyResult<String> {
        let saved = self.text_limit.replace(limit);
        let r = self.repr_of(v);
        self.text_limit = saved;
        let text = r?;
        Ok(if text.len() > limit.saturating_mul(2) { format!("{}...", text_head(&text, limit)) } else { text })
    }

    pub fn repr_of(&mut self, v: &Value) -> PyResult<String> {
        match v {
            // What can hold further objects recurses: one level deeper, bounded.
            Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::FrozenSet(_)
            | Value::Slice(_)
            | Value::BoundMethod(_)
            | Value::Type(_)
            | Value::Instance(_)
            | Value::DictView(_) => self.nested(" while getting the repr of an object", |vm| vm.repr_inner(v)),
            _ => self.repr_inner(v),
        }
    }

    fn repr_inner(&mut self, v: &Value) -> PyResult<String> {
        Ok(match v {
            Value::None => "None".into(),
            Value::Bool(true) => "True".into(),
            Value::Bool(false) => "False".into(),
            Value::Ellipsis => "Ellipsis".into(),
            Value::NotImplemented => "NotImplemented".into(),
            Value::Int(i) => i.to_string(),
            Value::BigInt(_) => self.int_to_string(v)?,
            Value::Float(f) => format::float_repr(*f),
            Value::Complex(c) => complex_repr(c.re, c.im),
            Value::Str(s) => match self.text_limit {
                // The repr's first and last parts, exact, around `...`.
                Some(limit) if s.s.len() > limit => {
                    let head = crate::text::repr::str_repr(text_head(&s.s, limit / 2));
                    let tail = crate::text::repr::str_repr(text_tail(&s.s, limit / 2));
                    format!("{}...{}", &head[..head.len() - 1], &tail[1..])
                }
                _ => crate::text::repr::str_repr(&s.s),
            },
            Value::Bytes(b) => match self.text_limit {
                Some(limit) if b.data.len() > limit => {
                    let head = crate::text::repr::bytes_repr(&b.data[..limit / 2]);
                    let tail = crate::text::repr::bytes_repr(&b.data[b.data.len() - limit / 2..]);
                    format!("{}...{}", &head[..head.len() - 1], &tail[2..])
                }
                _ => crate::text::repr::bytes_repr(&b.data),
            },
            Value::ByteArray(b) => format!("bytearray({})", crate::text::repr::bytes_repr(&b.borrow())),
            Value::List(l) => {
                // Item by item, like CPython: an item's __repr__ may change the list.
                self.guarded(v, "[...]", |vm| {
                    let mut out = String::from("[");
                    let mut i = 0;
                    while let Some(it) = crate::types::list::item_at(l, i) {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(&vm.repr_of(&it)?);
                        if i % 256 == 255 {
                            vm.check_alloc(out.len())?;
                            vm.charge(256)?;
                        }
                        i += 1;
                    }
                    out.push(']');
                    Ok(out)
                })?
            }
            Value::Tuple(t) => {
                if t.items.len() == 1 {
                    let inner = self.repr_of(&t.items[0])?;
                    format!("({},)", inner)
                } else {
                    let items = t.items.to_vec();
                    self.guarded(v, "(...)", |vm| vm.join_reprs("(", &items, ")"))?
                }
            }
            Value::Dict(d) => {
                // Entry by entry, like CPython's PyDict_Next: a __repr__ may change the dict.
                self.guarded(v, "{...}", |vm| {
                    let mut out = String::from("{");
                    let mut slot = 0;
                    let mut first = true;
                    loop {
                        let entry = {
                            let store = d.store.borrow();
                            if slot >= store.slots() {
                                break;
                            }
                            store.entry_at(slot).map(|e| (e.key.clone(), e.value.clone()))
                        };
                        slot += 1;
                        let Some((k, val)) = entry else { continue };
                        if !first {
                            out.push_str(", ");
                        }
                        first = false;
                        out.push_str(&vm.repr_of(&k)?);
                        out.push_str(": ");
                        out.push_str(&vm.repr_of(&val)?);
                        vm.check_alloc(out.len())?;
                        if vm.text_limit.is_some_and(|limit| out.len() > limit) {
                            out.push_str(", ...");
                            break;
                        }
                    }
                    out.push('}');
                    Ok(out)
                })?
            }
            Value::Set(s) => {
                let items = s.store.borrow().keys();
                if items.is_empty() {
                    "set()".into()
                } else {
                    self.guarded(v, "{...}", |vm| vm.join_reprs("{", &items, "}"))?
                }
            }
            Value::FrozenSet(s) => {
                let items = s.store.borrow().keys();
                if items.is_empty() {
                    "frozenset()".into()
                } else {
                    let inner = self.join_reprs("{", &items, "}")?;
                    format!("frozenset({})", inner)
                }
            }
            Value::Range(r) => crate::types::range::range_repr(r),
            Value::Slice(s) => {
                let (a, b, c) = (s.start.clone(), s.stop.clone(), s.step.clone());
                format!("slice({}, {}, {})", self.repr_of(&a)?, self.repr_of(&b)?, self.repr_of(&c)?)
            }
            Value::Function(f) => format!("<function {} at {}>", f.qualname.borrow(), addr(v)),
            Value::HostFunction(h) => format!("<built-in function {}>", h.name),
            Value::Builtin(b) => match &b.bound_self {
                Some(s) => format!("<built-in method {} of {} object at {}>", b.name, self.type_name(s), addr(s)),
                None => format!("<built-in function {}>", b.name),
            },
            Value::BoundMethod(m) => match &m.func {
                Value::Builtin(b) => {
                    format!("<built-in method {} of {} object at {}>", b.name, self.type_name(&m.receiver), addr(&m.receiver))
                }
                f => {
                    let fname = match f {
                        Value::Function(func) => func.qualname.borrow().to_string(),
                        other => self.repr_of(other)?,
                    };
                    let recv = m.receiver.clone();
                    format!("<bound method {} of {}>", fname, self.repr_of(&recv)?)
                }
            },
            Value::Type(_) if self.meta_method(v, "__repr__").is_some() => {
                let f = self.meta_method(v, "__repr__").unwrap_or(Value::None);
                match self.call_method_value(f, v, &[])? {
                    Value::Str(s) => self.limited_text(&s.s),
                    other => return Err(PyErr::type_error(format!("__repr__ returned non-string (type {})", self.type_name(&other)))),
                }
            }
            Value::Type(t) => {
                if t.is_builtin || t.module.as_ref() == "builtins" {
                    format!("<class '{}'>", t.name)
                } else {
                    format!("<class '{}.{}'>", t.module, t.qualname.borrow())
                }
            }
            Value::Instance(inst) => match inst.class.lookup("__repr__") {
                Some(f) if inst.class.honours(&f) => {
                    let r = self.call_method_value(f, v, &[])?;
                    match r {
                        Value::Str(s) => self.limited_text(&s.s),
                        other => return Err(PyErr::type_error(format!("__repr__ returned non-string (type {})", self.type_name(&other)))),
                    }
                }
                _ => self.default_instance_repr(v)?,
            },
            Value::Module(m) => format!("<module '{}' (built-in)>", m.name),
            Value::Iter(it) => {
                let name = self.types.iterator_type(&it.state.borrow()).name.clone();
                format!("<{} object at {}>", name, addr(v))
            }
            Value::Generator(g) => format!("<generator object {} at {}>", g.qualname, addr(v)),
            Value::Property(_) => format!("<property object at {}>", addr(v)),
            Value::ClassMethod(_) => format!("<classmethod object at {}>", addr(v)),
            Value::StaticMethod(_) => format!("<staticmethod object at {}>", addr(v)),
            Value::Super(s) => format!("<super: <class '{}'>, <{} object>>", s.this_type.name, s.obj_type.name),
            Value::DictView(view) => {
                let name = match view.kind {
                    ViewKind::Keys => "dict_keys",
                    ViewKind::Values => "dict_values",
                    ViewKind::Items => "dict_items",
                };
                let items = crate::types::iter::view_items(view);
                let inner = self.join_reprs("[", &items, "]")?;
                format!("{}({})", name, inner)
            }
            Value::Cell(_) | Value::Null => "<cell>".into(),
        })
    }

    /// repr of an instance whose class does not define `__repr__` in Python.
    pub fn default_instance_repr(&mut self, v: &Value) -> PyResult<String> {
        let Value::Instance(inst) = v else { return self.repr_of(v) };
        if let Some(data) = &inst.exc {
            let args = data.args.borrow().clone();
            let inner = match &args {
                Value::Tuple(t) if t.items.len() == 1 => self.repr_of(&t.items[0])?,
                Value::Tuple(t) => {
                    let items = t.items.to_vec();
                    self.join_reprs("", &items, "")?
                }
                other => self.repr_of(other)?,
            };
            return Ok(format!("{}({})", inst.class.name, inner));
        }
        let base = inst.base_value.borrow().clone();
        if !base.is_none() {
            return self.repr_of(&base);
        }
        // CPython leaves the module out for builtins: `<object object at 0x…>`.
        if inst.class.is_builtin || inst.class.module.as_ref() == "builtins" {
            return Ok(format!("<{} object at {}>", inst.class.qualname.borrow(), addr(v)));
        }
        Ok(format!("<{}.{} object at {}>", inst.class.module, inst.class.qualname.borrow(), addr(v)))
    }

    /// `[Errno N] strerror`, with `: 'filename'` and ` -> 'filename2'` when set, for an
    /// OSError built from (errno, strerror, …); None for any other exception.
    fn os_error_str(&mut self, inst: &crate::value::Instance) -> PyResult<Option<String>> {
        if !inst.class.is_subtype(&self.types.exception(ExcKind::OSError)) {
            return Ok(None);
        }
        let get = |name: &str| inst.dict.borrow().get(name).cloned().unwrap_or(Value::None);
        let (errno, strerror, filename, filename2) = (get("errno"), get("strerror"), get("filename"), get("filename2"));
        if errno.is_none() || strerror.is_none() {
            return Ok(None);
        }
        let mut text = format!("[Errno {}] {}", self.str_of(&errno)?, self.str_of(&strerror)?);
        if !filename.is_none() {
            text.push_str(&format!(": {}", self.repr_of(&filename)?));
            if !filename2.is_none() {
                text.push_str(&format!(" -> {}", self.repr_of(&filename2)?));
            }
        }
        Ok(Some(text))
    }

    /// str of an instance whose class does not define `__str__` in Python.
    pub fn default_instance_str(&mut self, v: &Value) -> PyResult<String> {
        let Value::Instance(inst) = v else { return self.str_of(v) };
        if let Some(data) = &inst.exc {
            if let Some(text) = self.os_error_str(inst)? {
                return Ok(text);
            }
            let args = data.args.borrow().clone();
            let is_key_error = inst.class.is_subtype(&self.types.exception(ExcKind::KeyError));
            return match &args {
                Value::Tuple(t) if t.items.is_empty() => Ok(String::new()),
                Value::Tuple(t) if t.items.len() == 1 => {
                    if is_key_error {
                        self.repr_of(&t.items[0])
                    } else {
                        self.str_of(&t.items[0])
                    }
                }
                other => self.repr_of(other),
            };
        }
        match inst.class.lookup("__repr__") {
            Some(Value::Function(_)) => return self.repr_of(v),
            // A native class's own __repr__ (not object's) also serves as its str().
            Some(Value::Builtin(b)) if inst.class.is_native() && b.owner.as_deref() != Some("object") => return self.repr_of(v),
            _ => {}
        }
        let base = inst.base_value.borrow().clone();
        if !base.is_none() {
            return self.str_of(&base);
        }
        self.repr_of(v)
    }

    /// A copy of `s`, cut near the text limit while one is set.
    fn limited_text(&self, s: &str) -> String {
        match self.text_limit {
            Some(limit) if s.len() > limit => format!("{}...", text_head(s, limit)),
            _ => s.to_string(),
        }
    }

    fn guarded(&mut self, v: &Value, marker: &str, f: impl FnOnce(&mut Vm) -> PyResult<String>) -> PyResult<String> {
        let id = v.heap_ptr().unwrap_or(0);
        if self.repr_guard.contains(&id) {
            return Ok(marker.into());
        }
        // Depth is bounded by `repr_of` (`Vm::nested`).
        self.repr_guard.push(id);
        let r = f(self);
        self.repr_guard.pop();
        r
    }

    fn join_reprs(&mut self, open: &str, items: &[Value], close: &str) -> PyResult<String> {
        let mut out = String::from(open);
        for (i, it) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.repr_of(it)?);
            if self.text_limit.is_some_and(|limit| out.len() > limit) {
                out.push_str(", ...");
                break;
            }
            if i % 256 == 255 {
                self.check_alloc(out.len())?;
                self.charge(256)?;
            }
        }
        out.push_str(close);
        Ok(out)
    }

    pub fn str_of(&mut self, v: &Value) -> PyResult<String> {
        match v {
            Value::Instance(_) => self.nested(" while getting the str of an object", |vm| vm.str_inner(v)),
            _ => self.str_inner(v),
        }
    }

    fn str_inner(&mut self, v: &Value) -> PyResult<String> {
        match v {
            Value::Str(s) => Ok(match self.text_limit {
                Some(limit) if s.s.len() > limit => format!("{}...", text_head(&s.s, limit)),
                _ => s.s.to_string(),
            }),
            Value::Instance(inst) => match inst.class.lookup("__str__") {
                Some(f) if inst.class.honours(&f) => {
                    let r = self.call_method_value(f, v, &[])?;
                    match r {
                        Value::Str(s) => Ok(self.limited_text(&s.s)),
                        other => Err(PyErr::type_error(format!("__str__ returned non-string (type {})", self.type_name(&other)))),
                    }
                }
                _ => self.default_instance_str(v),
            },
            Value::Type(_) if self.meta_method(v, "__str__").is_some() => {
                let f = self.meta_method(v, "__str__").unwrap_or(Value::None);
                match self.call_method_value(f, v, &[])? {
                    Value::Str(s) => Ok(self.limited_text(&s.s)),
                    other => Err(PyErr::type_error(format!("__str__ returned non-string (type {})", self.type_name(&other)))),
                }
            }
            _ => self.repr_of(v),
        }
    }

    pub fn ascii_of(&mut self, v: &Value) -> PyResult<String> {
        let r = self.repr_of(v)?;
        if r.is_ascii() {
            return Ok(r);
        }
        let mut out = String::with_capacity(r.len());
        for c in r.chars() {
            let n = c as u32;
            if n < 0x80 {
                out.push(c);
            } else if n < 0x100 {
                out.push_str(&format!("\\x{:02x}", n));
            } else if n < 0x10000 {
                out.push_str(&format!("\\u{:04x}", n));
            } else {
                out.push_str(&format!("\\U{:08x}", n));
            }
        }
        Ok(out)
    }

    /// Refuses format widths and precisions that would build strings past the memory limit.
    /// A precision past a C int is the formatter's own error ("precision too big"), and a
    /// str's precision only truncates.
    fn check_spec_size(&mut self, spec: &format::FormatSpec, precision_allocates: bool) -> PyResult<()> {
        let w = spec.width.unwrap_or(0);
        let p = spec.precision.filter(|p| precision_allocates && *p <= i32::MAX as usize).unwrap_or(0);
        self.check_alloc(w.saturating_add(p).saturating_mul(4))?;
        self.charge((w.saturating_add(p) / 64) as u64)
    }

    /// `format(v, spec)`.
    pub fn format_value(&mut self, v: &Value, spec: &str) -> PyResult<String> {
        match v {
            Value::Int(_) | Value::BigInt(_) => {
                let big = match as_int(v) {
                    Some(i) => i.to_big(),
                    None => return Ok(String::new()),
                };
                let parsed = format::parse_format_spec(spec, "int").map_err(format_error)?;
                self.check_spec_size(&parsed, true)?;
                format::format_int(&big, &parsed).map_err(format_error)
            }
            Value::Bool(b) => {
                if spec.is_empty() {
                    return Ok(if *b { "True".into() } else { "False".into() });
                }
                let parsed = format::parse_format_spec(spec, "int").map_err(format_error)?;
                self.check_spec_size(&parsed, true)?;
                format::format_int(&num_bigint::BigInt::from(*b as i64), &parsed).map_err(format_error)
            }
            Value::Float(f) => {
                let parsed = format::parse_format_spec(spec, "float").map_err(format_error)?;
                self.check_spec_size(&parsed, true)?;
                format::format_float(*f, &parsed).map_err(format_error)
            }
            Value::Str(s) => {
                let parsed = format::parse_format_spec(spec, "str").map_err(format_error)?;
                self.check_spec_size(&parsed, false)?;
                format::format_str(&s.s, &parsed).map_err(format_error)
            }
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__format__") {
                    if inst.class.honours(&f) {
                        let r = self.call_method_value(f, v, &[Value::str(spec)])?;
                        return match r {
                            Value::Str(s) => Ok(s.s.to_string()),
                            other => Err(PyErr::type_error(format!("__format__ must return a str, not {}", self.type_name(&other)))),
                        };
                    }
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.format_value(&base, spec);
                }
                self.format_default(v, spec)
            }
            _ => self.format_default(v, spec),
        }
    }

    fn format_default(&mut self, v: &Value, spec: &str) -> PyResult<String> {
        if spec.is_empty() {
            return self.str_of(v);
        }
        Err(PyErr::type_error(format!("unsupported format string passed to {}.__format__", self.type_name(v))))
    }

    /// `fmt % args`.
    pub fn percent_format(&mut self, fmt: &str, args: &Value) -> PyResult<String> {
        let (positional, mapping): (Vec<Value>, Option<Value>) = match args {
            Value::Tuple(t) => (t.items.to_vec(), None),
            Value::Dict(_) => (vec![args.clone()], Some(args.clone())),
            Value::Instance(inst)
                if inst.class.lookup("__getitem__").is_some() && !matches!(&*inst.base_value.borrow(), Value::Tuple(_)) =>
            {
                (vec![args.clone()], Some(args.clone()))
            }
            other => (vec![other.clone()], None),
        };
        let mut out = String::with_capacity(fmt.len() + 16);
        let mut next_arg = 0usize;
        let mut used_mapping = false;
        let bytes = fmt.as_bytes();
        let mut i = 0usize;
        while i < bytes.len() {
            let Some(rel) = fmt[i..].find('%') else {
                out.push_str(&fmt[i..]);
                break;
            };
            out.push_str(&fmt[i..i + rel]);
            i += rel;
            if bytes.get(i + 1) == Some(&b'%') {
                out.push('%');
                i += 2;
                continue;
            }
            let (mut spec, end) = format::parse_percent_spec(fmt, i).map_err(format_error)?;
            i = end;
            let mut take = |vm: &mut Vm| -> PyResult<Value> {
                let _ = vm;
                match positional.get(next_arg) {
                    Some(v) => {
                        next_arg += 1;
                        Ok(v.clone())
                    }
                    None => Err(PyErr::type_error("not enough arguments for format string")),
                }
            };
            // CPython: a `*` width is a Py_ssize_t, a `*` precision a C int.
            if spec.width_star {
                let w = take(self)?;
                if as_int(&w).is_none() {
                    return Err(PyErr::type_error("* wants int"));
                }
                spec.set_star_width(self.index_ssize(&w)?);
            }
            if spec.precision_star {
                let p = take(self)?;
                if as_int(&p).is_none() {
                    return Err(PyErr::type_error("* wants int"));
                }
                spec.set_star_precision(i64::from(self.index_c_int(&p)?));
            }
            let value = match &spec.key {
                Some(key) => {
                    let Some(m) = &mapping else {
                        return Err(PyErr::type_error("format requires a mapping"));
                    };
                    used_mapping = true;
                    self.get_item(m, &Value::str(key))?
                }
                None => take(self)?,
            };
            self.check_alloc(spec.width.unwrap_or(0).saturating_add(spec.precision.unwrap_or(0)).saturating_mul(4))?;
            out.push_str(&self.percent_one(fmt, &spec, &value)?);
            self.check_alloc(out.len())?;
        }
        if next_arg < positional.len() && !used_mapping && mapping.is_none() {
            return Err(PyErr::type_error("not all arguments converted during string formatting"));
        }
        Ok(out)
    }

    fn percent_one(&mut self, fmt: &str, spec: &PercentSpec, value: &Value) -> PyResult<String> {
        match spec.conversion {
            's' => {
                let s = self.str_of(value)?;
                format::format_percent_str(&s, spec).map_err(format_error)
            }
            'r' => {
                let s = self.repr_of(value)?;
                format::format_percent_str(&s, spec).map_err(format_error)
            }
            'a' => {
                let s = self.ascii_of(value)?;
                format::format_percent_str(&s, spec).map_err(format_error)
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                // Objects convert like CPython's: %d through int() (__int__, then
                // __index__), %x and %o through __index__ only.
                let converted = match value {
                    Value::Instance(inst) if as_int(value).is_none() => {
                        let decimal = matches!(spec.conversion, 'd' | 'i' | 'u');
                        if decimal && inst.class.lookup("__int__").is_some() {
                            Some(crate::types::int::int_from_value(self, value)?)
                        } else if inst.class.lookup("__index__").is_some() {
                            Some(self.index_int(value)?)
                        } else {
                            None
                        }
                    }
                    _ => None,
                };
                let value = converted.as_ref().unwrap_or(value);
                let int = match (value, as_int(value)) {
                    (_, Some(i)) => i.to_big(),
                    (Value::Float(f), None) if matches!(spec.conversion, 'd' | 'i' | 'u') => {
                        if !f.is_finite() {
                            return Err(PyErr::overflow("cannot convert float infinity to integer"));
                        }
                        crate::types::num::float_to_big(f.trunc())
                    }
                    _ => {
                        let what = if matches!(spec.conversion, 'd' | 'i' | 'u') { "a real number" } else { "an integer" };
                        return Err(PyErr::type_error(format!(
                            "%{} format: {} is required, not {}",
                            spec.conversion,
                            what,
                            self.type_name(value)
                        )));
                    }
                };
                format::format_percent_int(&int, spec).map_err(format_error)
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let f = match value {
                    Value::Float(f) => *f,
                    other => match as_int(other) {
                        Some(i) => crate::types::num::int_to_f64(&i)?,
                        None => return Err(PyErr::type_error(format!("must be real number, not {}", self.type_name(other)))),
                    },
                };
                format::format_percent_float(f, spec).map_err(format_error)
            }
            'c' => {
                let s = match value {
                    Value::Str(s) if s.char_len == 1 => s.s.to_string(),
                    Value::Str(_) => return Err(PyErr::type_error("%c requires int or char")),
                    other => match as_int(other) {
                        Some(i) => {
                            let n = num_traits::ToPrimitive::to_u32(&i.to_big())
                                .filter(|n| *n < 0x110000)
                                .ok_or_else(|| PyErr::overflow("%c arg not in range(0x110000)"))?;
                            char::from_u32(n).map(|c| c.to_string()).unwrap_or_default()
                        }
                        None => return Err(PyErr::type_error("%c requires int or char")),
                    },
                };
                format::format_percent_str(&s, spec).map_err(format_error)
            }
            _ => Err(format_error(format::percent::unsupported_conversion_error(fmt, spec))),
        }
    }

    pub fn iter_state_name(&self, st: &IterState) -> Rc<str> {
        self.types.iterator_type(st).name.clone()
    }
}
