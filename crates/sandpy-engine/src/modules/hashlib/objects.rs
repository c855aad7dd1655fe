//! The hash object classes: `_hashlib.HASH` (md5, sha*, sha3_*), `_hashlib.HASHXOF`
//! (shake_*, whose digests take a length) and `_blake2.blake2b`/`blake2s` (constructors with
//! BLAKE2's keyword parameters). Methods restore the saved [`Hasher`], work, and save it.

use std::rc::Rc;

use num_bigint::BigInt;

use super::algo::{Algo, Hasher};
use super::blake2::{Blake2, Params, Variant};
use super::{big_arg, feed, hash_data, small, STATE};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::modules::clinic::Sig;
use crate::types::builtin_value;
use crate::types::bytes::{bytes_like, make_bytes};
use crate::value::{AttrMap, KwArgs, PyType, Value};
use crate::vm::Vm;

/// Saves `h` into the object's state attribute.
pub fn store(obj: &Value, h: &Hasher) {
    if let Value::Instance(inst) = obj {
        inst.dict.borrow_mut().insert(STATE.into(), make_bytes(h.to_bytes()));
    }
}

/// The receiver and its restored hasher.
fn load(vm: &Vm, method: &str, args: &[Value]) -> PyResult<(Value, Hasher)> {
    let this = args.first().cloned().unwrap_or(Value::None);
    let saved = match &this {
        Value::Instance(inst) => inst.dict.borrow().get(STATE).cloned(),
        _ => None,
    };
    match saved.as_ref().and_then(bytes_like).and_then(|b| Hasher::from_bytes(&b)) {
        Some(h) => Ok((this, h)),
        None => Err(PyErr::type_error(format!(
            "descriptor '{}' for '_hashlib.HASH' objects doesn't apply to a '{}' object",
            method,
            vm.type_name(&this)
        ))),
    }
}

/// The class name used in argument-count messages ("HASH.update()").
fn owner(h: &Hasher) -> &'static str {
    match h.algo() {
        Algo::Blake2b => "blake2b",
        Algo::Blake2s => "blake2s",
        a if a.is_xof() => "HASHXOF",
        _ => "HASH",
    }
}

fn no_args(h: &Hasher, method: &str, args: &[Value], kw: &KwArgs) -> PyResult<()> {
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{}.{}() takes no keyword arguments", owner(h), method)));
    }
    if args.len() > 1 {
        return Err(PyErr::type_error(format!("{}.{}() takes no arguments ({} given)", owner(h), method, args.len() - 1)));
    }
    Ok(())
}

fn update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, mut h) = load(vm, "update", args)?;
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{}.update() takes no keyword arguments", owner(&h))));
    }
    // The owner's name depends on the algorithm (`HASH`, `blake2b`…), so the count is
    // checked here rather than by a static Signature.
    let [_, data] = args else {
        return Err(PyErr::type_error(format!(
            "{}.update() takes exactly one argument ({} given)",
            owner(&h),
            args.len().saturating_sub(1)
        )));
    };
    let data = hash_data(data)?;
    feed(vm, &mut h, &data)?;
    store(&this, &h);
    Ok(Value::None)
}

/// The digest length argument of SHAKE's `digest(length)`.
fn xof_length(vm: &mut Vm, method: &str, args: &[Value], kw: &KwArgs) -> PyResult<usize> {
    let s = Sig::new(method, &["length"], 1).bind(args.get(1..).unwrap_or(&[]), kw)?;
    let n = crate::builtins::args::to_i64(vm, s[0].as_ref().unwrap_or(&Value::None))?;
    if n < 0 {
        return Err(PyErr::new(ExcKind::SystemError, "Negative size passed to PyBytes_FromStringAndSize"));
    }
    vm.check_alloc(n as usize)?;
    vm.charge(n as u64 / 64 + 1)?;
    Ok(n as usize)
}

fn digest_bytes(vm: &mut Vm, method: &str, args: &[Value], kw: &KwArgs) -> PyResult<Vec<u8>> {
    let (_, h) = load(vm, method, args)?;
    if h.algo().is_xof() {
        let n = xof_length(vm, method, args, kw)?;
        return Ok(h.digest(n));
    }
    no_args(&h, method, args, kw)?;
    Ok(h.digest(0))
}

fn digest(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    digest_bytes(vm, "digest", args, kw).map(make_bytes)
}

fn hexdigest(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let d = digest_bytes(vm, "hexdigest", args, kw)?;
    let hex = crate::modules::binascii::hex_encode(&d, None, 1);
    Ok(Value::string(String::from_utf8_lossy(&hex).into_owned()))
}

fn copy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, h) = load(vm, "copy", args)?;
    no_args(&h, "copy", args, kw)?;
    let cls = vm.type_of(&this);
    let obj = vm.new_instance(&cls);
    store(&obj, &h);
    Ok(obj)
}

fn name(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (_, h) = load(vm, "name", args)?;
    Ok(Value::str(h.algo().name()))
}

fn digest_size(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (_, h) = load(vm, "digest_size", args)?;
    Ok(Value::Int(h.digest_size() as i64))
}

fn block_size(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (_, h) = load(vm, "block_size", args)?;
    Ok(Value::Int(h.algo().block_size() as i64))
}

fn hash_repr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (this, h) = load(vm, "__repr__", args)?;
    let addr = this.heap_ptr().unwrap_or(0);
    let cls = if h.algo().is_xof() { "HASHXOF" } else { "HASH" };
    Ok(Value::string(format!("<{} _hashlib.{} object @ {:#x}>", h.algo().name(), cls, addr)))
}

fn refuse_new(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let name = match args.first() {
        Some(Value::Type(t)) => t.name.to_string(),
        _ => "HASH".into(),
    };
    Err(PyErr::type_error(format!("cannot create '_hashlib.{}' instances", name)))
}

fn property(getter: &str, f: crate::value::NativeFn) -> Value {
    Value::property(builtin_value(getter, f), Value::None, Value::None, Value::None)
}

/// The methods and properties every hash class shares.
fn common_dict(module: &str) -> AttrMap {
    let mut dict = AttrMap::default();
    dict.insert("__module__".into(), Value::str(module));
    dict.insert("update".into(), builtin_value("update", update));
    dict.insert("digest".into(), builtin_value("digest", digest));
    dict.insert("hexdigest".into(), builtin_value("hexdigest", hexdigest));
    dict.insert("copy".into(), builtin_value("copy", copy));
    dict.insert("name".into(), property("name", name));
    dict.insert("digest_size".into(), property("digest_size", digest_size));
    dict.insert("block_size".into(), property("block_size", block_size));
    dict
}

/// `_hashlib.HASH` and its SHAKE subclass `_hashlib.HASHXOF`.
pub fn hash_classes(vm: &mut Vm) -> PyResult<(Rc<PyType>, Rc<PyType>)> {
    let mut dict = common_dict("_hashlib");
    dict.insert("__repr__".into(), builtin_value("__repr__", hash_repr));
    dict.insert("__new__".into(), builtin_value("__new__", refuse_new));
    let hash = vm.new_class("HASH".into(), "HASH".into(), "_hashlib".into(), vec![], dict, None)?;
    let mut xdict = AttrMap::default();
    xdict.insert("__module__".into(), Value::str("_hashlib"));
    let xof = vm.new_class("HASHXOF".into(), "HASHXOF".into(), "_hashlib".into(), vec![hash.clone()], xdict, None)?;
    Ok((hash, xof))
}

/// `_blake2.blake2b` / `_blake2.blake2s`: classes whose `__init__` takes BLAKE2's parameters.
pub fn blake2_class(vm: &mut Vm, algo: Algo) -> PyResult<Rc<PyType>> {
    let mut dict = common_dict("_blake2");
    let variant = if algo == Algo::Blake2b { Variant::B } else { Variant::S };
    let init: crate::value::NativeFn = if algo == Algo::Blake2b { init_b } else { init_s };
    dict.insert("__init__".into(), builtin_value("__init__", init));
    dict.insert("SALT_SIZE".into(), Value::Int(variant.salt_size() as i64));
    dict.insert("PERSON_SIZE".into(), Value::Int(variant.salt_size() as i64));
    dict.insert("MAX_KEY_SIZE".into(), Value::Int(variant.max_digest() as i64));
    dict.insert("MAX_DIGEST_SIZE".into(), Value::Int(variant.max_digest() as i64));
    vm.new_class(algo.name().into(), algo.name().into(), "_blake2".into(), vec![], dict, None)
}

fn init_b(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    blake2_init(vm, Variant::B, args, kw)
}

fn init_s(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    blake2_init(vm, Variant::S, args, kw)
}

const BLAKE2_PARAMS: &[&str] = &[
    "data",
    "digest_size",
    "key",
    "salt",
    "person",
    "fanout",
    "depth",
    "leaf_size",
    "node_offset",
    "node_depth",
    "inner_size",
    "last_node",
    "usedforsecurity",
];

fn int_param(vm: &mut Vm, v: &Option<Value>, default: i64) -> PyResult<BigInt> {
    match v {
        Some(v) => big_arg(vm, v),
        None => Ok(BigInt::from(default)),
    }
}

fn bytes_param(vm: &Vm, v: &Option<Value>) -> PyResult<Vec<u8>> {
    match v {
        Some(v) => crate::modules::binascii::data_arg(vm, v),
        None => Ok(Vec::new()),
    }
}

fn blake2_init(vm: &mut Vm, variant: Variant, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let this = args.first().cloned().unwrap_or(Value::None);
    let fname = if variant == Variant::B { "blake2b" } else { "blake2s" };
    let sig = Sig { name: fname, params: BLAKE2_PARAMS, pos_only: 1, npos: 1, required: 0 };
    let s = sig.bind(args.get(1..).unwrap_or(&[]), kw)?;
    let max = variant.max_digest() as i64;
    let ds = small(&int_param(vm, &s[1], max)?);
    if !(1..=max).contains(&ds) {
        return Err(PyErr::value_error(format!("digest_size must be between 1 and {} bytes", max)));
    }
    let key = bytes_param(vm, &s[2])?;
    let salt = bytes_param(vm, &s[3])?;
    let person = bytes_param(vm, &s[4])?;
    let ss = variant.salt_size();
    if salt.len() > ss {
        return Err(PyErr::value_error(format!("maximum salt length is {} bytes", ss)));
    }
    if person.len() > ss {
        return Err(PyErr::value_error(format!("maximum person length is {} bytes", ss)));
    }
    let fanout = small(&int_param(vm, &s[5], 1)?);
    if !(0..=255).contains(&fanout) {
        return Err(PyErr::value_error("fanout must be between 0 and 255"));
    }
    let depth = small(&int_param(vm, &s[6], 1)?);
    if !(1..=255).contains(&depth) {
        return Err(PyErr::value_error("depth must be between 1 and 255"));
    }
    let leaf = int_param(vm, &s[7], 0)?;
    if leaf < BigInt::from(0) {
        return Err(PyErr::value_error("value must be positive"));
    }
    if leaf > BigInt::from(u32::MAX) {
        return Err(PyErr::overflow("leaf_size is too large"));
    }
    let offset = int_param(vm, &s[8], 0)?;
    if offset < BigInt::from(0) {
        return Err(PyErr::value_error("value must be positive"));
    }
    if offset > BigInt::from(u64::MAX) {
        return Err(PyErr::overflow("int too big to convert"));
    }
    if variant == Variant::S && offset >= BigInt::from(1u64 << 48) {
        return Err(PyErr::overflow("node_offset is too large"));
    }
    let node_depth = small(&int_param(vm, &s[9], 0)?);
    if !(0..=255).contains(&node_depth) {
        return Err(PyErr::value_error("node_depth must be between 0 and 255"));
    }
    let inner = small(&int_param(vm, &s[10], 0)?);
    if !(0..=max).contains(&inner) {
        return Err(PyErr::value_error(format!("inner_size must be between 0 and is {}", max)));
    }
    if key.len() > max as usize {
        return Err(PyErr::value_error(format!("maximum key length is {} bytes", max)));
    }
    let last_node = match &s[11] {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let params = Params {
        digest_size: ds as usize,
        key: &key,
        salt: &salt,
        person: &person,
        fanout: fanout as u8,
        depth: depth as u8,
        leaf_size: u32::try_from(&leaf).unwrap_or(0),
        node_offset: u64::try_from(&offset).unwrap_or(0),
        node_depth: node_depth as u8,
        inner_size: inner as u8,
        last_node,
    };
    let algo = if variant == Variant::B { Algo::Blake2b } else { Algo::Blake2s };
    let mut h = Hasher::Blake2(algo, Blake2::new(variant, &params));
    if let Some(d) = &s[0] {
        let data = hash_data(d)?;
        feed(vm, &mut h, &data)?;
    }
    store(&this, &h);
    Ok(Value::None)
}
