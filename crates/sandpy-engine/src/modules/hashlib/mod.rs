//! `hashlib`: md5, sha1, the SHA-2 and SHA-3 families, SHAKE and BLAKE2, `new(name)`,
//! `algorithms_guaranteed`/`algorithms_available`, `pbkdf2_hmac` and `file_digest`.
//!
//! Hash objects are instances of classes built here with CPython's names (`_hashlib.HASH`,
//! `_hashlib.HASHXOF` for SHAKE, `_blake2.blake2b`/`blake2s`, which are also the BLAKE2
//! constructors). An object keeps its running state as bytes in one instance attribute
//! ([`STATE`]): each call restores the [`algo::Hasher`], works, and saves it back. Work is
//! charged to the operation budget in proportion to the bytes hashed.

mod algo;
mod blake2;
mod objects;
mod sponge;

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::bytes::bytes_like;
use crate::value::{AttrMap, KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;
use algo::{Algo, Hasher};

pub use algo::sha512;

/// Instance attribute holding a hash object's saved state.
const STATE: &str = "_sandpy_hash_state";

const CONSTRUCTORS: &[(&str, NativeFn)] = &[
    ("md5", md5),
    ("sha1", sha1),
    ("sha224", sha224),
    ("sha256", sha256),
    ("sha384", sha384),
    ("sha512", sha512_ctor),
    ("sha3_224", sha3_224),
    ("sha3_256", sha3_256),
    ("sha3_384", sha3_384),
    ("sha3_512", sha3_512),
    ("shake_128", shake_128),
    ("shake_256", shake_256),
    ("new", new),
    ("pbkdf2_hmac", pbkdf2_hmac),
    ("file_digest", file_digest),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = vm.new_namespace("hashlib");
    {
        let mut map = ns.borrow_mut();
        for (name, f) in CONSTRUCTORS {
            let shown = match *name {
                "new" => "__hash_new".to_string(),
                "pbkdf2_hmac" | "file_digest" => name.to_string(),
                other => format!("openssl_{}", other),
            };
            let b = crate::types::builtin_value(&shown, *f);
            map.insert((*name).into(), b);
        }
    }
    let (hash, xof) = objects::hash_classes(vm)?;
    super::set_attr(&ns, "_HASH", Value::Type(hash));
    super::set_attr(&ns, "_HASHXOF", Value::Type(xof));
    for algo in [Algo::Blake2b, Algo::Blake2s] {
        let cls = objects::blake2_class(vm, algo)?;
        super::set_attr(&ns, algo.name(), Value::Type(cls));
    }
    let mut dict = AttrMap::default();
    dict.insert("__module__".into(), Value::str("_hashlib"));
    let value_error = vm.types.exception(ExcKind::ValueError);
    let unsupported = vm.new_class(
        "UnsupportedDigestmodError".into(),
        "UnsupportedDigestmodError".into(),
        "_hashlib".into(),
        vec![value_error],
        dict,
        None,
    )?;
    super::set_attr(&ns, "_UnsupportedDigestmodError", Value::Type(unsupported));
    let names: Vec<Value> = algo::ALL.iter().map(|a| Value::str(a.name())).collect();
    let set_type = Value::Type(vm.types.set.clone());
    for attr in ["algorithms_guaranteed", "algorithms_available"] {
        let set = vm.call(&set_type, &[Value::list(names.clone())], &[])?;
        super::set_attr(&ns, attr, set);
    }
    let mut all: Vec<Value> = algo::ALL.iter().map(|a| Value::str(a.name())).collect();
    for extra in ["new", "algorithms_guaranteed", "algorithms_available", "pbkdf2_hmac", "file_digest"] {
        all.push(Value::str(extra));
    }
    super::set_attr(&ns, "__all__", Value::tuple(all));
    Ok(ns)
}

/// A class this module keeps in its namespace (`_HASH`, `blake2b`…).
fn module_class(vm: &mut Vm, name: &str) -> PyResult<Value> {
    let module = super::collections::import_internal(vm, "hashlib")?;
    let found = match &module {
        Value::Module(m) => m.dict.borrow().get(name).cloned(),
        _ => None,
    };
    found.ok_or_else(|| PyErr::new(ExcKind::SystemError, format!("hashlib.{} is missing", name)))
}

/// Data to hash: any bytes-like object; str is refused with CPython's message.
fn hash_data(v: &Value) -> PyResult<Vec<u8>> {
    if matches!(v, Value::Str(_)) {
        return Err(PyErr::type_error("Strings must be encoded before hashing"));
    }
    bytes_like(v).ok_or_else(|| PyErr::type_error("object supporting the buffer API required"))
}

/// Feeds `data` to `h`, charging one unit per 64 bytes.
fn feed(vm: &mut Vm, h: &mut Hasher, data: &[u8]) -> PyResult<()> {
    for chunk in data.chunks(1 << 16) {
        vm.charge(chunk.len() as u64 / 64 + 1)?;
        h.update(chunk);
    }
    Ok(())
}

/// A new hash object of the right class for `h`.
fn wrap(vm: &mut Vm, h: &Hasher) -> PyResult<Value> {
    let cls = match h.algo() {
        Algo::Blake2b | Algo::Blake2s => module_class(vm, h.algo().name())?,
        a if a.is_xof() => module_class(vm, "_HASHXOF")?,
        _ => module_class(vm, "_HASH")?,
    };
    let Value::Type(t) = cls else { return Err(PyErr::type_error("hashlib class expected")) };
    let obj = vm.new_instance(&t);
    objects::store(&obj, h);
    Ok(obj)
}

// ----- constructors -----

/// The constructor's name in CPython's messages (`openssl_md5()`).
fn openssl_name(algo: Algo) -> &'static str {
    match algo {
        Algo::Md5 => "openssl_md5",
        Algo::Sha1 => "openssl_sha1",
        Algo::Sha224 => "openssl_sha224",
        Algo::Sha256 => "openssl_sha256",
        Algo::Sha384 => "openssl_sha384",
        Algo::Sha512 => "openssl_sha512",
        Algo::Sha3_224 => "openssl_sha3_224",
        Algo::Sha3_256 => "openssl_sha3_256",
        Algo::Sha3_384 => "openssl_sha3_384",
        Algo::Sha3_512 => "openssl_sha3_512",
        Algo::Shake128 => "openssl_shake_128",
        Algo::Shake256 => "openssl_shake_256",
        Algo::Blake2b => "blake2b",
        Algo::Blake2s => "blake2s",
    }
}

fn construct(vm: &mut Vm, algo: Algo, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let sig = Signature::clinic("", openssl_name(algo), [], ["string", "usedforsecurity"]).kw_only_from(1);
    let ([], [string, _]) = sig.bind(args, kw)?;
    let mut h = Hasher::new(algo);
    if let Some(d) = string {
        let data = hash_data(d)?;
        feed(vm, &mut h, &data)?;
    }
    wrap(vm, &h)
}

macro_rules! constructors {
    ($($fn_name:ident => $algo:expr),* $(,)?) => {$(
        fn $fn_name(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            construct(vm, $algo, args, kw)
        }
    )*};
}

constructors! {
    md5 => Algo::Md5,
    sha1 => Algo::Sha1,
    sha224 => Algo::Sha224,
    sha256 => Algo::Sha256,
    sha384 => Algo::Sha384,
    sha512_ctor => Algo::Sha512,
    sha3_224 => Algo::Sha3_224,
    sha3_256 => Algo::Sha3_256,
    sha3_384 => Algo::Sha3_384,
    sha3_512 => Algo::Sha3_512,
    shake_128 => Algo::Shake128,
    shake_256 => Algo::Shake256,
}

/// `new(name, data=b'', **kwargs)`.
fn new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let mut name = args.first().cloned();
    let mut data = args.get(1).cloned();
    if args.len() > 2 {
        return Err(PyErr::type_error(format!("__hash_new() takes from 1 to 2 positional arguments but {} were given", args.len())));
    }
    let mut rest: Vec<(crate::value::Str, Value)> = Vec::new();
    for (k, v) in kw {
        match &**k {
            "name" if name.is_none() => name = Some(v.clone()),
            "data" if data.is_none() => data = Some(v.clone()),
            "name" | "data" => return Err(PyErr::type_error(format!("__hash_new() got multiple values for argument '{}'", k))),
            _ => rest.push((k.clone(), v.clone())),
        }
    }
    let Some(name) = name else {
        return Err(PyErr::type_error("__hash_new() missing 1 required positional argument: 'name'"));
    };
    let name_str = match &name {
        Value::Str(s) => s.s.clone(),
        other => return Err(PyErr::type_error(format!("new() argument 'name' must be str, not {}", vm.type_name(other)))),
    };
    let algo = Algo::lookup(&name_str).ok_or_else(|| PyErr::value_error(format!("unsupported hash type {}", name_str)))?;
    if matches!(algo, Algo::Blake2b | Algo::Blake2s) {
        let cls = module_class(vm, algo.name())?;
        let pos: Vec<Value> = data.into_iter().collect();
        return vm.call(&cls, &pos, &rest);
    }
    for (k, _) in &rest {
        if &**k != "usedforsecurity" {
            return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for new()", k)));
        }
    }
    let mut h = Hasher::new(algo);
    if let Some(d) = &data {
        let bytes = hash_data(d)?;
        feed(vm, &mut h, &bytes)?;
    }
    wrap(vm, &h)
}

// ----- pbkdf2_hmac -----

/// HMAC keyed state: the inner and outer hashers after absorbing the padded key.
struct Hmac {
    inner: Hasher,
    outer: Hasher,
}

impl Hmac {
    fn new(algo: Algo, key: &[u8]) -> Hmac {
        let bs = algo.block_size();
        let mut k = if key.len() > bs {
            let mut h = Hasher::new(algo);
            h.update(key);
            h.digest(0)
        } else {
            key.to_vec()
        };
        k.resize(bs, 0);
        let mut inner = Hasher::new(algo);
        inner.update(&k.iter().map(|b| b ^ 0x36).collect::<Vec<u8>>());
        let mut outer = Hasher::new(algo);
        outer.update(&k.iter().map(|b| b ^ 0x5c).collect::<Vec<u8>>());
        Hmac { inner, outer }
    }

    fn mac(&self, msg: &[u8]) -> Vec<u8> {
        let mut i = self.inner.clone();
        i.update(msg);
        let mut o = self.outer.clone();
        o.update(&i.digest(0));
        o.digest(0)
    }
}

const PBKDF2_HMAC: Signature<4, 1> = Signature::clinic("", "pbkdf2_hmac", ["hash_name", "password", "salt", "iterations"], ["dklen"]);

fn pbkdf2_hmac(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([hash_name, password, salt, iterations], [dklen]) = PBKDF2_HMAC.bind(args, kw)?;
    let name = crate::builtins::args::to_str(hash_name, "pbkdf2_hmac() argument 'hash_name'")?.to_string();
    let password = super::binascii::data_arg(vm, password)?;
    let salt = super::binascii::data_arg(vm, salt)?;
    let iterations = crate::builtins::args::to_i64(vm, iterations)?;
    let algo = match Algo::lookup(&name) {
        Some(a) if !a.is_xof() => a,
        _ => {
            let cls = module_class(vm, "_UnsupportedDigestmodError")?;
            let exc = vm.call(&cls, &[Value::str("[digital envelope routines] unsupported")], &[])?;
            return Err(PyErr::object(exc));
        }
    };
    if iterations < 1 {
        return Err(PyErr::value_error("iteration value must be greater than 0."));
    }
    if iterations > i32::MAX as i64 {
        return Err(PyErr::overflow("iteration value is too great."));
    }
    let dsize = Hasher::new(algo).digest_size();
    let dklen = match dklen {
        None | Some(Value::None) => dsize as i64,
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
    };
    if dklen < 1 {
        return Err(PyErr::value_error("key length must be greater than 0."));
    }
    if dklen > i32::MAX as i64 {
        return Err(PyErr::overflow("key length is too great."));
    }
    let dklen = dklen as usize;
    vm.check_alloc(dklen)?;
    let prf = Hmac::new(algo, &password);
    let blocks = dklen.div_ceil(dsize);
    let per_mac = (2 * algo.block_size() / 64) as u64 + 2;
    let mut out = Vec::with_capacity(blocks * dsize);
    for block in 1..=blocks {
        let mut msg = salt.clone();
        msg.extend_from_slice(&(block as u32).to_be_bytes());
        let mut u = prf.mac(&msg);
        let mut t = u.clone();
        for _ in 1..iterations {
            vm.charge(per_mac)?;
            u = prf.mac(&u);
            for (a, b) in t.iter_mut().zip(&u) {
                *a ^= b;
            }
        }
        out.extend(t);
    }
    out.truncate(dklen);
    Ok(crate::types::bytes::make_bytes(out))
}

// ----- file_digest -----

const FILE_DIGEST: Signature<2, 1> = Signature::python("", "file_digest", ["fileobj", "digest"], ["_bufsize"]).pos_only(2).kw_only_from(2);

/// `file_digest(fileobj, digest)`: hashes `fileobj.getbuffer()` when the object has one,
/// else everything `fileobj.read()` returns.
fn file_digest(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([fileobj, digest], [_]) = FILE_DIGEST.bind(args, kw)?;
    let obj = match digest {
        Value::Str(_) => new(vm, std::slice::from_ref(digest), &[])?,
        other => vm.call(other, &[], &[])?,
    };
    let update = vm.get_attr(&obj, "update")?;
    if vm.has_attr(fileobj, "getbuffer")? {
        let getbuffer = vm.get_attr(fileobj, "getbuffer")?;
        let buf = vm.call(&getbuffer, &[], &[])?;
        vm.call(&update, &[buf], &[])?;
        return Ok(obj);
    }
    let read = vm.get_attr(fileobj, "read")?;
    loop {
        vm.charge(1)?;
        let chunk = vm.call(&read, &[Value::Int(1 << 18)], &[])?;
        let empty = match bytes_like(&chunk) {
            Some(b) => b.is_empty(),
            None => return Err(PyErr::value_error(format!("'{}' is not a file-like object in binary mode.", vm.type_name(fileobj)))),
        };
        if empty {
            return Ok(obj);
        }
        vm.call(&update, &[chunk], &[])?;
    }
}

/// An integer keyword argument of the BLAKE2 constructors as a BigInt.
fn big_arg(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    match v {
        Value::BigInt(b) => Ok((**b).clone()),
        Value::Float(_) => Err(PyErr::type_error("'float' object cannot be interpreted as an integer")),
        _ => Ok(BigInt::from(vm.index_value(v)?)),
    }
}

fn small(b: &BigInt) -> i64 {
    b.to_i64().unwrap_or(if b.sign() == num_bigint::Sign::Minus { i64::MIN } else { i64::MAX })
}
