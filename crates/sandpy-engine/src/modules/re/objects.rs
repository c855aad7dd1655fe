//! The native state behind `re.Pattern` and `re.Match` objects, and the subjects they
//! search.
//!
//! Pattern and Match are classes of our `re.py`; an instance carries its Rust state in
//! `base_value` as an opaque handle (a native iterator whose stepper we downcast, see
//! [`NativeStepper::as_any`]). The VM treats a base value as the object's builtin part, so
//! `len(m)`, `m < m`, `int(m)` or iterating a Pattern end in errors about the handle's
//! type: it is named `re.Match` / `re.Pattern`, which makes those messages CPython's.
//! Natives find the module's classes in `vm.modules["re"]`.

use std::any::Any;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use super::engine::{Compiled, Hay, Slots};
use crate::error::{PyErr, PyResult};
use crate::types::iter::{new_iter, IterState, NativeStepper};
use crate::value::{PyBytes, PyStr, PyType, Value};
use crate::vm::Vm;

/// State of a `re.Pattern`.
pub struct PatternData {
    pub compiled: Rc<Compiled>,
    /// The pattern object as given (`Pattern.pattern`).
    pub source: Value,
    pub match_class: Rc<PyType>,
}

/// What `Match.re` gives: the Pattern object, or (after a module-level call, which makes
/// no Pattern object) the pattern source to build one from when asked.
#[derive(Clone)]
pub enum MatchRe {
    Object(Value),
    Source(Value),
}

/// State of a `re.Match`.
pub struct MatchData {
    /// The searched object as given (`Match.string`).
    pub string: Value,
    pub subject: Subject,
    /// The Pattern (`Match.re`).
    pub re: MatchRe,
    pub compiled: Rc<Compiled>,
    /// `pos`/`endpos` as used (code points).
    pub pos: usize,
    pub endpos: usize,
    /// Group spans in byte offsets.
    pub spans: Slots,
    /// Group spans in code points when they differ from `spans` (non-ASCII str).
    pub char_spans: Option<Slots>,
}

impl MatchData {
    /// Span of group `g` in code points.
    pub fn char_span(&self, g: usize) -> Option<(usize, usize)> {
        match &self.char_spans {
            Some(c) => c.get(g).copied().flatten(),
            None => self.spans.get(g).copied().flatten(),
        }
    }
}

/// The opaque handle: an iterator value that refuses to iterate.
struct Handle {
    data: Rc<dyn Any>,
    kind: &'static str,
    /// What the data owns, charged to the session with the handle.
    bytes: usize,
}

impl NativeStepper for Handle {
    fn next(&mut self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        Err(PyErr::type_error(format!("'{}' object is not iterable", self.kind)))
    }
    fn as_any(&self) -> Option<&dyn Any> {
        Some(&self.data)
    }
    fn heap_bytes(&self) -> usize {
        self.bytes
    }
}

/// A fresh instance of `class` carrying `data`.
fn instance_with<T: Any>(vm: &Vm, class: &Rc<PyType>, data: T, kind: &'static str, owned: usize) -> Value {
    let inst = vm.new_instance(class);
    if let Value::Instance(i) = &inst {
        let bytes = crate::heap::rc_bytes::<T>() + owned;
        let handle = new_iter(IterState::Generic { name: kind, stepper: Box::new(Handle { data: Rc::new(data), kind, bytes }) });
        *i.base_value.borrow_mut() = handle;
    }
    inst
}

/// The state of type `T` behind `v`, if `v` is one of our objects.
fn data_of<T: Any>(v: &Value) -> Option<Rc<T>> {
    let Value::Instance(inst) = v else { return None };
    let base = inst.base_value.borrow();
    let Value::Iter(it) = &*base else { return None };
    let st = it.state.borrow();
    let IterState::Generic { stepper, .. } = &*st else { return None };
    let any = stepper.as_any()?.downcast_ref::<Rc<dyn Any>>()?;
    any.clone().downcast::<T>().ok()
}

pub fn new_pattern(vm: &Vm, types: &ReTypes, compiled: Rc<Compiled>, source: Value) -> Value {
    let owned = compiled.estimated_bytes;
    let data = PatternData { compiled, source, match_class: types.match_class.clone() };
    instance_with(vm, &types.pattern_class, data, "re.Pattern", owned)
}

pub fn new_match(vm: &Vm, class: &Rc<PyType>, data: MatchData) -> Value {
    let owned = (data.spans.len() + data.char_spans.as_ref().map(|c| c.len()).unwrap_or(0)) * std::mem::size_of::<Option<(usize, usize)>>();
    instance_with(vm, class, data, "re.Match", owned)
}

pub fn pattern_data(v: &Value, method: &str) -> PyResult<Rc<PatternData>> {
    data_of::<PatternData>(v).ok_or_else(|| wrong_self(method, "re.Pattern", v))
}

pub fn match_data(v: &Value, method: &str) -> PyResult<Rc<MatchData>> {
    data_of::<MatchData>(v).ok_or_else(|| wrong_self(method, "re.Match", v))
}

pub fn is_pattern(v: &Value) -> bool {
    data_of::<PatternData>(v).is_some()
}

fn wrong_self(method: &str, owner: &str, v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
        method,
        owner,
        crate::builtins::args::type_name_plain(v)
    ))
}

/// The module's classes.
pub struct ReTypes {
    pub pattern_class: Rc<PyType>,
    pub match_class: Rc<PyType>,
    pub error_class: Value,
}

pub fn re_types(vm: &Vm) -> PyResult<ReTypes> {
    let missing = || PyErr::new(crate::error::ExcKind::SystemError, "re module state is missing");
    let Some(Value::Module(m)) = vm.modules.get("re") else { return Err(missing()) };
    let ns = m.dict.borrow();
    let Some(Value::Tuple(t)) = ns.get("_sandpy_types") else { return Err(missing()) };
    match &t.items[..] {
        [Value::Type(p), Value::Type(mc), err] => {
            Ok(ReTypes { pattern_class: p.clone(), match_class: mc.clone(), error_class: err.clone() })
        }
        _ => Err(missing()),
    }
}

/// `re.error(msg, pattern, pos)` as an exception to raise.
pub fn re_error(vm: &mut Vm, msg: &str, pattern: Value, pos: Option<usize>) -> PyErr {
    let class = match re_types(vm) {
        Ok(t) => t.error_class,
        Err(e) => return e,
    };
    let pos = pos.map(|p| Value::Int(p as i64)).unwrap_or(Value::None);
    match vm.call(&class, &[Value::string(msg.to_string()), pattern, pos], &[]) {
        Ok(exc) => PyErr::object(exc),
        Err(e) => e,
    }
}

/// The text a search runs over.
#[derive(Clone)]
pub enum Subject {
    Str(Rc<PyStr>),
    Bytes(Rc<PyBytes>),
}

impl Subject {
    /// The subject of `v`, or CPython's TypeError (`for_bytes`: the pattern is bytes).
    pub fn of(v: &Value, for_bytes: bool) -> PyResult<Subject> {
        let subject = match v {
            Value::Str(s) => Subject::Str(s.clone()),
            Value::Bytes(b) => Subject::Bytes(b.clone()),
            Value::ByteArray(b) => Subject::Bytes(Rc::new(PyBytes::new(b.borrow().clone().into_boxed_slice()))),
            Value::Instance(inst) => match &*inst.base_value.borrow() {
                Value::Str(s) => Subject::Str(s.clone()),
                Value::Bytes(b) => Subject::Bytes(b.clone()),
                Value::ByteArray(b) => Subject::Bytes(Rc::new(PyBytes::new(b.borrow().clone().into_boxed_slice()))),
                _ => return Err(not_string(v)),
            },
            _ => return Err(not_string(v)),
        };
        match (&subject, for_bytes) {
            (Subject::Str(_), true) => Err(PyErr::type_error("cannot use a bytes pattern on a string-like object")),
            (Subject::Bytes(_), false) => Err(PyErr::type_error("cannot use a string pattern on a bytes-like object")),
            _ => Ok(subject),
        }
    }

    pub fn hay(&self) -> Hay<'_> {
        match self {
            Subject::Str(s) => Hay::Str(&s.s),
            Subject::Bytes(b) => Hay::Bytes(&b.data),
        }
    }

    /// Length in code points (bytes for bytes).
    pub fn char_len(&self) -> usize {
        match self {
            Subject::Str(s) => s.char_len,
            Subject::Bytes(b) => b.data.len(),
        }
    }

    pub fn byte_len(&self) -> usize {
        match self {
            Subject::Str(s) => s.s.len(),
            Subject::Bytes(b) => b.data.len(),
        }
    }

    /// Byte offset of code point `i` (clamped to the end).
    pub fn byte_at(&self, i: usize) -> usize {
        match self {
            Subject::Str(s) if !s.is_ascii() => match positions(s) {
                Some(p) => p.byte_of(&s.s, i),
                None => crate::text::index::byte_offset_clamped(&s.s, i),
            },
            _ => i.min(self.byte_len()),
        }
    }

    /// The byte offset just after the char starting at `b`.
    pub fn next_boundary(&self, b: usize) -> usize {
        match self {
            Subject::Str(s) => match s.s.as_bytes().get(b) {
                Some(&lead) => b + utf8_len(lead),
                None => b + 1,
            },
            Subject::Bytes(_) => b + 1,
        }
    }

    /// The slice between byte offsets as a new str/bytes value.
    pub fn slice(&self, a: usize, b: usize) -> Value {
        match self {
            Subject::Str(s) => Value::str(s.s.get(a..b).unwrap_or("")),
            Subject::Bytes(d) => Value::Bytes(Rc::new(PyBytes::new(d.data.get(a..b).unwrap_or(&[]).into()))),
        }
    }

    pub fn empty(&self) -> Value {
        match self {
            Subject::Str(_) => Value::str(""),
            Subject::Bytes(_) => Value::Bytes(Rc::new(PyBytes::new(Box::new([])))),
        }
    }
}

fn utf8_len(lead: u8) -> usize {
    match lead {
        0..=0x7F => 1,
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        _ => 4,
    }
}

pub fn not_string(v: &Value) -> PyErr {
    PyErr::type_error(format!("expected string or bytes-like object, got '{}'", crate::builtins::args::type_name_plain(v)))
}

/// Byte offsets of every 64th char of a long non-ASCII str, so that code-point positions
/// convert in both directions without scanning from the start (a lexer calling
/// `pattern.match(text, pos)` in a loop stays linear).
pub struct Positions {
    checkpoints: Vec<usize>,
}

const STRIDE: usize = 64;
/// Strings shorter than this are scanned directly.
const INDEX_MIN_BYTES: usize = 4096;

impl Positions {
    fn new(s: &str) -> Positions {
        let mut checkpoints = Vec::with_capacity(s.len() / STRIDE + 1);
        for (n, (at, _)) in s.char_indices().enumerate() {
            if n % STRIDE == 0 {
                checkpoints.push(at);
            }
        }
        Positions { checkpoints }
    }

    /// Byte offset of code point `i` (clamped to the end).
    fn byte_of(&self, s: &str, i: usize) -> usize {
        let Some(&base) = self.checkpoints.get(i / STRIDE) else { return s.len() };
        match s.get(base..).and_then(|rest| rest.char_indices().nth(i % STRIDE)) {
            Some((at, _)) => base + at,
            None => s.len(),
        }
    }

    /// Code point of byte offset `b` (a char boundary).
    fn char_of(&self, s: &str, b: usize) -> usize {
        let k = self.checkpoints.partition_point(|&x| x <= b).saturating_sub(1);
        let base = self.checkpoints.get(k).copied().unwrap_or(0);
        k * STRIDE + count_chars(s.as_bytes().get(base..b).unwrap_or(&[]))
    }
}

// Per thread, not per session: a pure cache (weakly keyed by the string it indexes).
thread_local! {
    /// Indexes of the few most recently searched long non-ASCII strings.
    static POSITIONS: RefCell<Vec<(Weak<PyStr>, Rc<Positions>)>> = const { RefCell::new(Vec::new()) };
}

/// The positions index of `s`, when it is long and not ASCII.
pub fn positions(s: &Rc<PyStr>) -> Option<Rc<Positions>> {
    if s.is_ascii() || s.s.len() < INDEX_MIN_BYTES {
        return None;
    }
    POSITIONS.with(|cell| {
        let mut list = cell.borrow_mut();
        list.retain(|(w, _)| w.strong_count() > 0);
        if let Some(i) = list.iter().position(|(w, _)| std::ptr::eq(w.as_ptr(), Rc::as_ptr(s))) {
            let entry = list.remove(i);
            let found = entry.1.clone();
            list.push(entry);
            return Some(found);
        }
        let p = Rc::new(Positions::new(&s.s));
        if list.len() >= 4 {
            list.remove(0);
        }
        list.push((Rc::downgrade(s), p.clone()));
        Some(p)
    })
}

fn count_chars(r: &[u8]) -> usize {
    r.iter().filter(|&&x| (x & 0xC0) != 0x80).count()
}

/// Converts byte offsets of one str into code-point offsets, moving from the last one.
pub struct CharCursor {
    byte: usize,
    ch: usize,
    positions: Option<Rc<Positions>>,
}

impl CharCursor {
    pub fn new(subject: &Subject) -> CharCursor {
        let positions = match subject {
            Subject::Str(s) => positions(s),
            Subject::Bytes(_) => None,
        };
        CharCursor { byte: 0, ch: 0, positions }
    }

    pub fn char_index(&mut self, s: &str, b: usize) -> usize {
        let bytes = s.as_bytes();
        let far = b.abs_diff(self.byte) > 4 * STRIDE;
        match &self.positions {
            Some(p) if far => self.ch = p.char_of(s, b),
            _ if b >= self.byte => self.ch += count_chars(bytes.get(self.byte..b).unwrap_or(&[])),
            _ => self.ch = self.ch.saturating_sub(count_chars(bytes.get(b..self.byte).unwrap_or(&[]))),
        }
        self.byte = b;
        self.ch
    }

    /// Code-point spans for byte spans (None when the subject needs no conversion).
    pub fn convert(&mut self, subject: &Subject, spans: &Slots) -> Option<Slots> {
        let Subject::Str(s) = subject else { return None };
        if s.is_ascii() {
            return None;
        }
        Some(spans.iter().map(|sp| sp.map(|(a, b)| (self.char_index(&s.s, a), self.char_index(&s.s, b)))).collect())
    }
}
