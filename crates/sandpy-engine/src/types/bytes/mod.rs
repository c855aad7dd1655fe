//! `bytes` and `bytearray`: method tables, constructors, argument helpers shared by the
//! submodules, and the hooks the VM calls for operators, comparisons and membership.
//!
//! The byte algorithms live in the submodules: `search` (find/count/split/partition/replace/
//! join/strip), `transform` (case mapping, predicates, padding, hex, translate), `codec`
//! (decode/encode) and `array` (bytearray mutation and item assignment).

mod array;
mod codec;
mod escape_codec;
mod search;
mod transform;

use std::cmp::Ordering;
use std::rc::Rc;

use super::{add_classmethods, add_staticmethods, make_type, Method};
use crate::builtins::args::type_name_plain;
use crate::builtins::signature::Signature;
use crate::compile::bytecode::BinOp;
use crate::error::{PyErr, PyResult};
use crate::types::int::wrap_for_class;
use crate::types::num::{as_int, IntRef};
use crate::value::{BaseKind, KwArgs, NativeFn, PyBytes, PyType, Value};
use crate::vm::Vm;

pub use array::{bytearray_del_item, bytearray_inplace, bytearray_set_item};
pub use codec::{decode_bytes, encode_str};

/// A method table whose entries first check that the receiver belongs to the table's type
/// (`bytes.upper(bytearray())` is a TypeError), then run the shared implementation.
macro_rules! method_table {
    ($kind:expr; [$(($uname:literal, $ufunc:path)),*]; $(($name:literal, $func:path)),* $(,)?) => {
        &[$(($uname, $ufunc as NativeFn),)* $(($name, {
            fn checked(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
                check_receiver(args, $kind, $name)?;
                $func(vm, args, kw)
            }
            checked
        })),*]
    };
}

/// Methods shared by `bytes` and `bytearray` (the receiver decides the result type).
macro_rules! shared_methods {
    ($kind:expr; $unchecked:tt; $($extra:tt)*) => {
        method_table![$kind; $unchecked;
            $($extra)*
            ("decode", codec::decode),
            ("hex", transform::hex),
            ("count", search::count),
            ("find", search::find),
            ("rfind", search::rfind),
            ("index", search::index),
            ("rindex", search::rindex),
            ("startswith", search::startswith),
            ("endswith", search::endswith),
            ("split", search::split),
            ("rsplit", search::rsplit),
            ("splitlines", search::splitlines),
            ("strip", search::strip),
            ("lstrip", search::lstrip),
            ("rstrip", search::rstrip),
            ("partition", search::partition),
            ("rpartition", search::rpartition),
            ("replace", search::replace),
            ("join", search::join),
            ("removeprefix", search::removeprefix),
            ("removesuffix", search::removesuffix),
            ("upper", transform::upper),
            ("lower", transform::lower),
            ("title", transform::title),
            ("capitalize", transform::capitalize),
            ("swapcase", transform::swapcase),
            ("isalpha", transform::isalpha),
            ("isdigit", transform::isdigit),
            ("isalnum", transform::isalnum),
            ("isspace", transform::isspace),
            ("isupper", transform::isupper),
            ("islower", transform::islower),
            ("istitle", transform::istitle),
            ("isascii", transform::isascii),
            ("center", transform::center),
            ("ljust", transform::ljust),
            ("rjust", transform::rjust),
            ("zfill", transform::zfill),
            ("expandtabs", transform::expandtabs),
            ("translate", transform::translate),
            ("__len__", dunder_len),
        ]
    };
}

pub const BYTES_METHODS: &[Method] = shared_methods![Kind::Bytes; [("__new__", bytes_new)];];
pub const BYTEARRAY_METHODS: &[Method] = shared_methods![Kind::Array; [("__new__", bytearray_new)];
    ("append", array::append),
    ("extend", array::extend),
    ("insert", array::insert),
    ("pop", array::pop),
    ("remove", array::remove),
    ("reverse", array::reverse),
    ("clear", array::clear),
    ("copy", array::copy),
];
pub const BYTES_CLASSMETHODS: &[Method] = &[("fromhex", transform::fromhex)];
pub const BYTES_STATICMETHODS: &[Method] = &[("maketrans", transform::bytes_maketrans)];
pub const BYTEARRAY_STATICMETHODS: &[Method] = &[("maketrans", transform::bytearray_maketrans)];

/// The `bytes` type object with its class-level methods (`fromhex`, `maketrans`).
pub fn bytes_type(object: &Rc<PyType>) -> Rc<PyType> {
    let t = make_type("bytes", Some(object), BaseKind::Other, BYTES_METHODS);
    add_classmethods(&t, BYTES_CLASSMETHODS);
    add_staticmethods(&t, BYTES_STATICMETHODS);
    t
}

/// The `bytearray` type object with its class-level methods (`fromhex`, `maketrans`).
pub fn bytearray_type(object: &Rc<PyType>) -> Rc<PyType> {
    let t = make_type("bytearray", Some(object), BaseKind::Other, BYTEARRAY_METHODS);
    add_classmethods(&t, BYTES_CLASSMETHODS);
    add_staticmethods(&t, BYTEARRAY_STATICMETHODS);
    t
}

// ---------------------------------------------------------------------------------------------
// Receivers and results

/// Which of the two types a receiver (or a result) is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Bytes,
    Array,
}

impl Kind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Bytes => "bytes",
            Kind::Array => "bytearray",
        }
    }

    /// A new value of this type holding `data`.
    pub(crate) fn make(self, data: Vec<u8>) -> Value {
        match self {
            Kind::Bytes => make_bytes(data),
            Kind::Array => Value::ByteArray(Rc::new(crate::value::PyByteArray::new(data))),
        }
    }
}

/// The content of a receiver: shared for immutable bytes, a snapshot for bytearray (so that
/// callbacks into Python code cannot observe or cause aliasing).
pub(crate) enum Buf {
    Shared(Rc<PyBytes>),
    Owned(Vec<u8>),
}

/// The receiver of a bytes/bytearray method.
pub(crate) struct Recv {
    buf: Buf,
    pub kind: Kind,
}

/// The receiver `args[0]` of method `name`.
pub(crate) fn recv(args: &[Value], name: &str) -> PyResult<Recv> {
    match args.first() {
        Some(v) => Recv::of(v, name),
        None => Err(PyErr::type_error(format!("descriptor '{}' of 'bytes' object needs an argument", name))),
    }
}

impl Recv {
    /// Unwraps `self` (also for instances of user subclasses).
    pub(crate) fn of(v: &Value, method: &str) -> PyResult<Recv> {
        match v {
            Value::Bytes(b) => Ok(Recv { buf: Buf::Shared(b.clone()), kind: Kind::Bytes }),
            Value::ByteArray(b) => Ok(Recv { buf: Buf::Owned(b.borrow().clone()), kind: Kind::Array }),
            Value::Instance(inst) => {
                let base = inst.base_value.borrow().clone();
                match base {
                    Value::Bytes(_) | Value::ByteArray(_) => Recv::of(&base, method),
                    _ => Err(descriptor_error(method, v)),
                }
            }
            other => Err(descriptor_error(method, other)),
        }
    }

    pub(crate) fn data(&self) -> &[u8] {
        match &self.buf {
            Buf::Shared(b) => &b.data,
            Buf::Owned(v) => v,
        }
    }

    pub(crate) fn tname(&self) -> &'static str {
        self.kind.name()
    }

    /// A result of the receiver's type.
    pub(crate) fn make(&self, data: Vec<u8>) -> Value {
        self.kind.make(data)
    }

    /// A result of the receiver's type holding `data[range]`.
    pub(crate) fn make_slice(&self, start: usize, end: usize) -> Value {
        self.make(self.data().get(start..end).unwrap_or(&[]).to_vec())
    }
}

/// The receiver check of a method-table entry: `args[0]` must be a `kind` (or an instance of
/// a subclass of it), as CPython's method descriptors require.
fn check_receiver(args: &[Value], kind: Kind, method: &str) -> PyResult<()> {
    let Some(v) = args.first() else {
        return Err(PyErr::type_error(format!("unbound method {}.{}() needs an argument", kind.name(), method)));
    };
    let actual = match v {
        Value::Instance(inst) => inst.base_value.borrow().clone(),
        other => other.clone(),
    };
    let ok = match kind {
        Kind::Bytes => matches!(actual, Value::Bytes(_)),
        Kind::Array => matches!(actual, Value::ByteArray(_)),
    };
    if ok {
        return Ok(());
    }
    if method.starts_with("__") {
        return Err(PyErr::type_error(format!(
            "descriptor '{}' requires a '{}' object but received a '{}'",
            method,
            kind.name(),
            type_name_plain(v)
        )));
    }
    Err(PyErr::type_error(format!(
        "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
        method,
        kind.name(),
        type_name_plain(v)
    )))
}

fn descriptor_error(method: &str, v: &Value) -> PyErr {
    PyErr::type_error(format!("descriptor '{}' for 'bytes' objects doesn't apply to a '{}' object", method, type_name_plain(v)))
}

pub(crate) fn make_bytes(data: Vec<u8>) -> Value {
    Value::Bytes(Rc::new(PyBytes::new(data.into_boxed_slice())))
}

/// The bytes of a bytes-like value (`bytes`, `bytearray`, or an instance of a subclass).
pub fn bytes_like(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Bytes(b) => Some(b.data.to_vec()),
        Value::ByteArray(b) => Some(b.borrow().clone()),
        Value::Instance(inst) => {
            let base = inst.base_value.borrow();
            match &*base {
                Value::Bytes(b) => Some(b.data.to_vec()),
                Value::ByteArray(b) => Some(b.borrow().clone()),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A bytes-like argument, or CPython's "a bytes-like object is required" TypeError.
pub(crate) fn need_buffer(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(v))))
}

/// Charges the operation budget for native work over `n` bytes.
pub(crate) fn charge_bytes(vm: &mut Vm, n: usize) -> PyResult<()> {
    if n >= 256 {
        vm.charge((n / 64) as u64)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Argument helpers

/// A type name as Argument Clinic shows it in "must be str, not X" (None is spelled `None`).
pub(crate) fn clinic_type_name(vm: &Vm, v: &Value) -> String {
    if v.is_none() {
        "None".into()
    } else {
        vm.type_name(v)
    }
}

/// An index-sized integer argument (`__index__` honoured), e.g. a width or a count.
pub(crate) fn int_arg(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    crate::builtins::args::to_i64(vm, v)
}

/// A C `int` argument (`tabsize`, `bytes_per_sep`, `keepends`): index-like, within 32 bits.
pub(crate) fn c_int_arg(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    vm.index_c_int(v).map(i64::from)
}

/// A `start`/`end` argument of the find family: None means `default`, huge ints clamp.
pub(crate) fn slice_arg(vm: &mut Vm, v: Option<&Value>, default: i64) -> PyResult<i64> {
    match v {
        None | Some(Value::None) => Ok(default),
        Some(v) => vm.index_clamped(v),
    }
}

/// A single byte given as an integer (`bytearray.append`, `ba[i] = x`): index-like, in 0..256.
pub(crate) fn byte_arg(vm: &mut Vm, v: &Value, range_msg: &str) -> PyResult<u8> {
    let n = match v {
        Value::Int(i) => Value::Int(*i),
        _ => vm.index_int(v)?,
    };
    match as_int(&n) {
        Some(IntRef::Small(i)) => u8::try_from(i).map_err(|_| PyErr::value_error(range_msg.to_string())),
        _ => Err(PyErr::value_error(range_msg.to_string())),
    }
}

// ---------------------------------------------------------------------------------------------
// Constructors

fn bytes_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    let data = construct(vm, args.get(1..).unwrap_or(&[]), kw, Kind::Bytes)?;
    Ok(wrap_for_class(vm, &cls, make_bytes(data)))
}

fn bytearray_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    let data = construct(vm, args.get(1..).unwrap_or(&[]), kw, Kind::Array)?;
    Ok(wrap_for_class(vm, &cls, Kind::Array.make(data)))
}

fn str_of_value(v: &Value) -> Option<Rc<crate::value::PyStr>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// `bytes(source, encoding, errors)` / `bytearray(...)`: the content of the new object.
fn construct(vm: &mut Vm, args: &[Value], kw: &KwArgs, kind: Kind) -> PyResult<Vec<u8>> {
    let tname = kind.name();
    let ([], [source, encoding, errors]) = Signature::clinic("", tname, [], ["source", "encoding", "errors"]).bind(args, kw)?;
    let text_arg = |vm: &Vm, v: Option<&Value>, name: &str| -> PyResult<Option<String>> {
        match v {
            None => Ok(None),
            Some(v) => match str_of_value(v) {
                Some(s) => Ok(Some(s.s.to_string())),
                None => Err(PyErr::type_error(format!("{}() argument '{}' must be str, not {}", tname, name, clinic_type_name(vm, v)))),
            },
        }
    };
    let source = source.cloned();
    let encoding = text_arg(vm, encoding, "encoding")?;
    let errors = text_arg(vm, errors, "errors")?;
    let Some(source) = source else {
        if encoding.is_some() {
            return Err(PyErr::type_error("encoding without a string argument"));
        }
        if errors.is_some() {
            return Err(PyErr::type_error("errors without a string argument"));
        }
        return Ok(Vec::new());
    };
    let text = str_of_value(&source);
    if let Some(enc) = encoding {
        let Some(s) = text else { return Err(PyErr::type_error("encoding without a string argument")) };
        return encode_str(vm, &s.s, &enc, errors.as_deref().unwrap_or("strict"));
    }
    if errors.is_some() {
        return Err(PyErr::type_error(if text.is_some() {
            "string argument without an encoding"
        } else {
            "errors without a string argument"
        }));
    }
    if kind == Kind::Bytes {
        if let Value::Instance(inst) = &source {
            if let Some(f) = inst.class.lookup("__bytes__") {
                let r = vm.call_method_value(f, &source, &[])?;
                let is_bytes = match &r {
                    Value::Bytes(_) => true,
                    Value::Instance(i) => matches!(&*i.base_value.borrow(), Value::Bytes(_)),
                    _ => false,
                };
                return match bytes_like(&r) {
                    Some(d) if is_bytes => Ok(d),
                    _ => Err(PyErr::type_error(format!("__bytes__ returned non-bytes (type {})", vm.type_name(&r)))),
                };
            }
        }
    }
    if text.is_some() {
        return Err(PyErr::type_error("string argument without an encoding"));
    }
    from_object(vm, &source, kind)
}

/// `bytes(x)` for a non-string `x`: a count, a buffer, or an iterable of ints.
fn from_object(vm: &mut Vm, x: &Value, kind: Kind) -> PyResult<Vec<u8>> {
    let count = match x {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => Some(x.clone()),
        Value::Instance(inst) if inst.class.lookup("__index__").is_some() => Some(vm.index_int(x)?),
        _ => None,
    };
    if let Some(n) = count {
        let n = match as_int(&n) {
            Some(IntRef::Small(n)) => n,
            _ => return Err(PyErr::overflow(format!("cannot fit '{}' into an index-sized integer", vm.type_name(x)))),
        };
        let n = usize::try_from(n).map_err(|_| PyErr::value_error("negative count"))?;
        if kind == Kind::Bytes {
            check_bytes_size(n)?;
        }
        vm.check_alloc(n)?;
        charge_bytes(vm, n)?;
        return Ok(vec![0u8; n]);
    }
    if let Some(d) = bytes_like(x) {
        return Ok(d);
    }
    // A list is iterated live, like CPython: an item's __index__ may change it.
    let it = match vm.get_iter(x) {
        Ok(it) => it,
        Err(e) if vm.error_is(&e, crate::error::ExcKind::TypeError) => {
            return Err(PyErr::type_error(format!("cannot convert '{}' object to {}", vm.type_name(x), kind.name())));
        }
        Err(e) => return Err(e),
    };
    let range_msg = if kind == Kind::Bytes { "bytes must be in range(0, 256)" } else { "byte must be in range(0, 256)" };
    let mut out = Vec::new();
    while let Some(item) = vm.iter_next(&it)? {
        out.push(byte_arg(vm, &item, range_msg)?);
        if out.len() % 1024 == 0 {
            vm.charge(1024)?;
            vm.check_alloc(out.len())?;
        }
    }
    Ok(out)
}

fn dunder_len(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "__len__")?;
    Signature::wrapper(r.tname(), "__len__", [], []).bind_method(args, kw)?;
    Ok(Value::Int(r.data().len() as i64))
}

// ---------------------------------------------------------------------------------------------
// VM hooks: membership, comparison, operators

/// `item in container` for a bytes or bytearray container.
pub fn bytes_contains(vm: &mut Vm, container: &Value, item: &Value) -> PyResult<bool> {
    let hay = bytes_like(container).unwrap_or_default();
    if let Some(needle) = bytes_like(item) {
        return Ok(search::find_in(&hay, &needle, 0, hay.len(), false).is_some());
    }
    let byte = match as_int(item) {
        Some(IntRef::Small(i)) => u8::try_from(i).map_err(|_| PyErr::value_error("byte must be in range(0, 256)"))?,
        Some(IntRef::Big(_)) => return Err(PyErr::value_error("byte must be in range(0, 256)")),
        None => match item {
            Value::Instance(inst) if inst.class.lookup("__index__").is_some() => byte_arg(vm, item, "byte must be in range(0, 256)")?,
            _ => return Err(PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(item)))),
        },
    };
    Ok(hay.contains(&byte))
}

fn raw_pair(a: &Value, b: &Value) -> Option<(Vec<u8>, Vec<u8>)> {
    match (a, b) {
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => Some((bytes_like(a)?, bytes_like(b)?)),
        _ => None,
    }
}

/// `a == b` when both are `bytes`/`bytearray` (in any mix); None otherwise.
pub fn bytes_eq(a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Bytes(x), Value::Bytes(y)) => Some(x.data == y.data),
        _ => raw_pair(a, b).map(|(x, y)| x == y),
    }
}

/// Lexicographic ordering when both are `bytes`/`bytearray` (in any mix); None otherwise.
pub fn bytes_order(a: &Value, b: &Value) -> Option<Ordering> {
    match (a, b) {
        (Value::Bytes(x), Value::Bytes(y)) => Some(x.data.cmp(&y.data)),
        _ => raw_pair(a, b).map(|(x, y)| x.cmp(&y)),
    }
}

/// `a + b`, `a * n`, `n * a` and `bytearray % x` when a bytes or bytearray is involved.
/// Ok(None) means "not handled here" (the caller tries dunders, then reports the TypeError).
pub fn bytes_binary(vm: &mut Vm, a: &Value, b: &Value, op: BinOp) -> PyResult<Option<Value>> {
    let kind_of = |v: &Value| match v {
        Value::Bytes(_) => Some(Kind::Bytes),
        Value::ByteArray(_) => Some(Kind::Array),
        _ => None,
    };
    match op {
        BinOp::Add => {
            let Some(kind) = kind_of(a) else { return Ok(None) };
            let (Some(x), Some(y)) = (bytes_like(a), bytes_like(b)) else { return Ok(None) };
            let total = x.len().saturating_add(y.len());
            vm.check_alloc(total)?;
            charge_bytes(vm, total)?;
            let mut out = x;
            out.extend_from_slice(&y);
            Ok(Some(kind.make(out)))
        }
        BinOp::Mul => {
            let (seq, count) = if kind_of(a).is_some() { (a, b) } else { (b, a) };
            let Some(kind) = kind_of(seq) else { return Ok(None) };
            let Some(n) = repeat_count(vm, count)? else { return Ok(None) };
            let data = bytes_like(seq).unwrap_or_default();
            repeat(vm, &data, n).map(|d| Some(kind.make(d)))
        }
        BinOp::Mod => {
            let Value::ByteArray(x) = a else { return Ok(None) };
            let as_bytes = make_bytes(x.borrow().clone());
            let r = vm.binary_op(&as_bytes, b, BinOp::Mod)?;
            Ok(Some(Kind::Array.make(bytes_like(&r).unwrap_or_default())))
        }
        _ => Ok(None),
    }
}

/// The CPython TypeError for a failed `+`/`*` whose left operand is bytes-like; None for
/// other operand combinations (the caller keeps its generic message).
pub fn bytes_binary_error(vm: &Vm, a: &Value, b: &Value, op: BinOp) -> Option<PyErr> {
    let is_bytes = |v: &Value| matches!(v, Value::Bytes(_) | Value::ByteArray(_));
    match op {
        BinOp::Add if is_bytes(a) => Some(PyErr::type_error(format!("can't concat {} to {}", vm.type_name(b), vm.type_name(a)))),
        BinOp::Mul if is_bytes(a) && as_int(b).is_none() => {
            Some(PyErr::type_error(format!("can't multiply sequence by non-int of type '{}'", vm.type_name(b))))
        }
        BinOp::Mul if is_bytes(b) && as_int(a).is_none() => {
            Some(PyErr::type_error(format!("can't multiply sequence by non-int of type '{}'", vm.type_name(a))))
        }
        _ => None,
    }
}

/// The repeat count of `seq * n`: None when `n` is not an integer.
pub(crate) fn repeat_count(vm: &mut Vm, v: &Value) -> PyResult<Option<usize>> {
    vm.repeat_count(v)
}

/// CPython's refusal of a bytes object whose size with its header would pass `isize::MAX`
/// (smaller sizes past the memory limit are the caller's MemoryError).
pub fn check_bytes_size(n: usize) -> PyResult<()> {
    // PyBytesObject's header and terminating NUL.
    const HEADER: usize = 33;
    if n > isize::MAX as usize - HEADER {
        return Err(PyErr::overflow("byte string is too large"));
    }
    Ok(())
}

/// `data * n`, refusing results past the memory limit.
pub(crate) fn repeat(vm: &mut Vm, data: &[u8], n: usize) -> PyResult<Vec<u8>> {
    let total = data.len().checked_mul(n).ok_or_else(PyErr::memory)?;
    vm.check_alloc(total)?;
    charge_bytes(vm, total)?;
    Ok(data.repeat(n))
}
