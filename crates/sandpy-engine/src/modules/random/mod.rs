//! `random`: CPython 3.11's `random` module with identical streams for identical seeds.
//!
//! The generator is MT19937 ([`mt`]) seeded like CPython (`init_by_array` over the 32-bit
//! chunks of `abs(n)`; str/bytes seeds use version 2: the bytes followed by their SHA-512
//! digest (the `sha2` crate, via [`crate::modules::hashlib::sha512`]) read as a big-endian int; floats use their hash). Every method
//! follows CPython's algorithm step by step (`_randbelow` by rejection on `getrandbits`,
//! `choices` by `floor(random() * n)` or bisection, both `sample` strategies, the
//! variate generators with the same calls to `random()`), so seeded programs print what
//! CPython prints.
//!
//! `Random` is a Python class (see `random.py` next to this file) whose methods are the
//! natives below; an instance keeps its state in a `bytearray` attribute `_mt` (624 words
//! and the position) and its cached Gaussian in `gauss_next`. Subclasses that override
//! `random()` and/or `getrandbits()` are honoured like in CPython (`_randbelow` switches to
//! the method the subclass provides). `SystemRandom` is CPython's Python class over
//! `_urandom(n)`, which reads the host's entropy hook (OSError without one: a sandbox
//! without entropy has no system randomness to offer).
//!
//! Unseeded generators: `seed(None)` (and the module's own instance) draw 624 words from
//! the host's entropy hook ([`crate::host::HostHooks::entropy`]), like CPython's
//! `init_by_array(urandom(2496 bytes))`. Without the hook the key is fixed and mixed with a
//! per-thread counter: streams are deterministic per process (each new `Random()` still
//! differs from the previous ones).

mod distributions;
mod mt;
mod sequences;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::builtins::signature::Signature;
use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;
use distributions::*;
use mt::{Mt, N, STATE_BYTES};
use sequences::*;

const SOURCE: &str = include_str!("random.py");

const NATIVES: &[(&str, crate::value::NativeFn)] = &[
    ("seed", seed),
    ("random", random),
    ("getrandbits", getrandbits),
    ("getstate", getstate),
    ("setstate", setstate),
    ("randbytes", randbytes),
    ("_randbelow", randbelow_method),
    ("randrange", randrange),
    ("randint", randint),
    ("choice", choice),
    ("shuffle", shuffle),
    ("sample", sample),
    ("choices", choices),
    ("uniform", uniform),
    ("triangular", triangular),
    ("normalvariate", normalvariate),
    ("gauss", gauss),
    ("lognormvariate", lognormvariate),
    ("expovariate", expovariate),
    ("vonmisesvariate", vonmisesvariate),
    ("gammavariate", gammavariate),
    ("betavariate", betavariate),
    ("paretovariate", paretovariate),
    ("weibullvariate", weibullvariate),
    ("_urandom", urandom),
];

const URANDOM: Signature<1, 0> = Signature::positional("posix", "urandom", ["n"], []);

/// `_urandom(n)`: `n` bytes from the host's entropy hook (`os.urandom` for
/// `SystemRandom`).
fn urandom(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([n], []) = URANDOM.bind(args, kw)?;
    let n = vm.index_ssize(n)?;
    let n = usize::try_from(n).map_err(|_| PyErr::value_error("negative argument not allowed"))?;
    vm.check_alloc(n)?;
    vm.charge((n / 64) as u64)?;
    let mut out = vec![0u8; n];
    if n > 0 && !vm.host.fill_entropy(&mut out) {
        return Err(PyErr::new(ExcKind::OSError, "the host gives this sandbox no entropy"));
    }
    Ok(Value::Bytes(Rc::new(crate::value::PyBytes::new(out.into_boxed_slice()))))
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "random", NATIVES);
    let two_pi = 2.0 * std::f64::consts::PI;
    for (name, v) in [
        ("NV_MAGICCONST", 4.0 * (-0.5f64).exp() / 2.0f64.sqrt()),
        ("TWOPI", two_pi),
        ("LOG4", 4.0f64.ln()),
        ("SG_MAGICCONST", 1.0 + 4.5f64.ln()),
        ("RECIP_BPF", 1.0 / 9_007_199_254_740_992.0),
    ] {
        super::set_attr(&ns, name, Value::Float(v));
    }
    super::set_attr(&ns, "BPF", Value::Int(53));
    super::python_module(vm, "random", SOURCE, ns)
}

// ----- arguments -----

/// A float from a Python real number (int, float, or subclasses).
pub(super) fn to_f64(vm: &mut Vm, v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => crate::types::num::big_to_f64(b),
        Value::Instance(inst) => {
            let base = inst.base_value.borrow().clone();
            if !base.is_none() {
                return to_f64(vm, &base);
            }
            if inst.class.lookup("__float__").is_some() {
                let f = vm.get_attr(v, "__float__")?;
                let r = vm.call(&f, &[], &[])?;
                return to_f64(vm, &r);
            }
            Err(PyErr::type_error(format!("must be real number, not {}", inst.class.name)))
        }
        other => Err(PyErr::type_error(format!("must be real number, not {}", vm.type_name(other)))),
    }
}

pub(super) fn float_arg(vm: &mut Vm, v: Option<&Value>, default: f64) -> PyResult<f64> {
    match v {
        Some(v) => to_f64(vm, v),
        None => Ok(default),
    }
}

// ----- state -----

/// The key for `seed(None)`: 624 words of host entropy, or a fixed value and the session's
/// count of such keys (`Vm::entropy_fallback`).
pub(super) fn default_key(vm: &mut Vm) -> Vec<u32> {
    let mut bytes = [0u8; 624 * 4];
    if vm.host.fill_entropy(&mut bytes) {
        return bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    }
    let n = vm.entropy_fallback.random_keys;
    vm.entropy_fallback.random_keys = n.wrapping_add(1);
    vec![0x7361_6e64, 0x7079_0000 ^ n]
}

pub(super) fn state_cell(vm: &mut Vm, this: &Value) -> PyResult<Rc<crate::value::PyByteArray>> {
    let Value::Instance(inst) = this else {
        return Err(PyErr::type_error(format!("descriptor requires a 'Random' object but received a '{}'", vm.type_name(this))));
    };
    if let Some(Value::ByteArray(b)) = inst.dict.borrow().get("_mt") {
        if b.borrow().len() == STATE_BYTES {
            return Ok(b.clone());
        }
    }
    let mut st = vec![0u8; STATE_BYTES];
    if let Some(mut mt) = Mt::new(&mut st) {
        mt.init_by_array(&default_key(vm));
    }
    let cell = Rc::new(crate::value::PyByteArray::new(st));
    inst.dict.borrow_mut().insert("_mt".into(), Value::ByteArray(cell.clone()));
    Ok(cell)
}

pub(super) fn with_mt<R>(vm: &mut Vm, this: &Value, f: impl FnOnce(&mut Mt) -> R) -> PyResult<R> {
    let cell = state_cell(vm, this)?;
    let mut st = cell.borrow_mut();
    match Mt::new(&mut st) {
        Some(mut mt) => Ok(f(&mut mt)),
        None => Err(PyErr::new(ExcKind::SystemError, "random state corrupted")),
    }
}

pub(super) fn set_gauss_next(this: &Value, v: Value) {
    if let Value::Instance(inst) = this {
        inst.dict.borrow_mut().insert("gauss_next".into(), v);
    }
}

/// Is `name` on `this`'s class still our native (not overridden by a subclass)?
pub(super) fn native_method(this: &Value, name: &str) -> bool {
    match this {
        Value::Instance(inst) => matches!(inst.class.lookup(name), Some(Value::Builtin(b)) if &*b.name == name && b.owner.is_none()),
        _ => true,
    }
}

/// `self.random()`, natively unless a subclass overrides it.
pub(super) fn rand_float(vm: &mut Vm, this: &Value) -> PyResult<f64> {
    if native_method(this, "random") {
        return with_mt(vm, this, |mt| mt.next_f64());
    }
    let f = vm.get_attr(this, "random")?;
    let r = vm.call(&f, &[], &[])?;
    to_f64(vm, &r)
}

/// How `_randbelow` draws for this instance (CPython picks it per subclass).
pub(super) enum Below {
    Native,
    GetRandBits(Value),
    Random,
    Custom(Value),
}

pub(super) fn below_mode(vm: &mut Vm, this: &Value) -> PyResult<Below> {
    let Value::Instance(inst) = this else { return Ok(Below::Native) };
    let chain: Vec<_> = std::iter::once(inst.class.clone()).chain(inst.class.mro.iter().cloned()).collect();
    for t in chain {
        let (has_below, has_bits, has_random) = {
            let d = t.dict.borrow();
            (d.get("_randbelow").cloned(), d.get("getrandbits").cloned(), d.contains_key("random"))
        };
        if let Some(f) = has_below {
            if matches!(f, Value::Builtin(_)) {
                return Ok(Below::Native);
            }
            return Ok(Below::Custom(vm.get_attr(this, "_randbelow")?));
        }
        if let Some(f) = has_bits {
            if matches!(f, Value::Builtin(_)) {
                return Ok(Below::Native);
            }
            return Ok(Below::GetRandBits(vm.get_attr(this, "getrandbits")?));
        }
        if has_random {
            return Ok(Below::Random);
        }
    }
    Ok(Below::Native)
}

pub(super) fn bit_length(n: &BigInt) -> u64 {
    n.bits()
}

/// `_randbelow(n)` for n >= 0 (n == 0 gives 0).
pub(super) fn randbelow(vm: &mut Vm, this: &Value, n: &BigInt) -> PyResult<BigInt> {
    if n.is_zero() || n.is_negative() {
        return Ok(BigInt::zero());
    }
    match below_mode(vm, this)? {
        Below::Native => {
            let k = bit_length(n);
            if k <= 64 {
                let limit = n.to_u64().unwrap_or(u64::MAX);
                return with_mt(vm, this, |mt| loop {
                    let r = mt.bits_u64(k as u32);
                    if r < limit {
                        break BigInt::from(r);
                    }
                });
            }
            let limit = n.magnitude().clone();
            with_mt(vm, this, |mt| loop {
                let r = mt.bits_big(k);
                if r < limit {
                    break BigInt::from_biguint(Sign::Plus, r);
                }
            })
        }
        Below::GetRandBits(f) => {
            let k = Value::Int(bit_length(n) as i64);
            loop {
                let r = vm.call(&f, std::slice::from_ref(&k), &[])?;
                let r = int_of(vm, &r)?;
                if &r < n {
                    return Ok(r);
                }
                vm.charge(1)?;
            }
        }
        Below::Random => {
            let maxsize = BigInt::one() << 53u32;
            if n >= &maxsize {
                let r = rand_float(vm, this)?;
                let nf = crate::types::num::big_to_f64(n)?;
                return Ok(crate::types::num::float_to_big((r * nf).floor()));
            }
            let nn = n.to_u64().unwrap_or(1);
            let maxsize = 1u64 << 53;
            let rem = maxsize % nn;
            let limit = (maxsize - rem) as f64 / maxsize as f64;
            let mut r = rand_float(vm, this)?;
            while r >= limit {
                r = rand_float(vm, this)?;
            }
            Ok(BigInt::from(((r * maxsize as f64).floor() as u64) % nn))
        }
        Below::Custom(f) => {
            let r = vm.call(&f, &[Value::from_bigint(n.clone())], &[])?;
            int_of(vm, &r)
        }
    }
}

pub(super) fn randbelow_usize(vm: &mut Vm, this: &Value, n: usize) -> PyResult<usize> {
    let r = randbelow(vm, this, &BigInt::from(n))?;
    Ok(r.to_usize().unwrap_or(0))
}

pub(super) fn int_of(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    match as_int(v) {
        Some(i) => Ok(i.to_big()),
        None => {
            let i = vm.index_value(v)?;
            Ok(BigInt::from(i))
        }
    }
}

// ----- seeding and state -----

pub(super) fn seed_key(vm: &mut Vm, a: &Value, version: i64) -> PyResult<Vec<u32>> {
    let int_key = |b: &BigInt| -> Vec<u32> { b.magnitude().to_u32_digits() };
    Ok(match a {
        Value::None => default_key(vm),
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => int_key(&int_of(vm, a)?),
        Value::Float(_) => {
            let h = vm.hash(a)? as i64 as u64;
            int_key(&BigInt::from(h))
        }
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) => {
            let data: Vec<u8> = match a {
                Value::Str(s) => s.s.as_bytes().to_vec(),
                Value::Bytes(b) => b.data.to_vec(),
                Value::ByteArray(b) => b.borrow().clone(),
                _ => Vec::new(),
            };
            if version == 1 && !matches!(a, Value::ByteArray(_)) {
                let codes: Vec<u64> = match a {
                    Value::Str(s) => s.s.chars().map(|c| c as u64).collect(),
                    _ => data.iter().map(|&b| b as u64).collect(),
                };
                let mut x: u64 = match codes.first() {
                    Some(c) => c << 7,
                    None => 0,
                };
                for c in &codes {
                    x = 1_000_003u64.wrapping_mul(x) ^ c;
                }
                x ^= codes.len() as u64;
                int_key(&BigInt::from(x))
            } else if version == 2 {
                vm.charge((data.len() / 64) as u64)?;
                let mut all = data.clone();
                all.extend_from_slice(&crate::modules::hashlib::sha512(&data));
                int_key(&BigInt::from_bytes_be(Sign::Plus, &all))
            } else {
                let h = vm.hash(a)? as i64 as u64;
                int_key(&BigInt::from(h))
            }
        }
        Value::Instance(inst) => {
            let base = inst.base_value.borrow().clone();
            if matches!(base, Value::Int(_) | Value::BigInt(_)) {
                return Ok(int_key(&int_of(vm, &base)?));
            }
            if matches!(base, Value::Float(_) | Value::Str(_)) {
                return seed_key(vm, &base, version);
            }
            return Err(PyErr::type_error("The only supported seed types are: None,\nint, float, str, bytes, and bytearray."));
        }
        _ => return Err(PyErr::type_error("The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")),
    })
}

const SEED: Signature<0, 2> = Signature::python("Random", "seed", [], ["a", "version"]);

pub(super) fn seed(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [a, version]) = SEED.bind_method(args, kw)?;
    let a = a.cloned().unwrap_or(Value::None);
    let version = match version {
        Some(v) => crate::builtins::args::to_i64(vm, v).unwrap_or(2),
        None => 2,
    };
    let key = seed_key(vm, &a, version)?;
    with_mt(vm, this, |mt| mt.init_by_array(&key))?;
    set_gauss_next(this, Value::None);
    Ok(Value::None)
}

/// A C method in CPython (`_random.Random.random`).
const RANDOM: Signature<0, 0> = Signature::positional("Random", "random", [], []);

pub(super) fn random(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = RANDOM.bind_method(args, kw)?;
    Ok(Value::Float(with_mt(vm, this, |mt| mt.next_f64())?))
}

/// A C method in CPython (`_random.Random.getrandbits`, METH_O).
const GETRANDBITS: Signature<1, 0> = Signature::positional("Random", "getrandbits", ["k"], []);

pub(super) fn getrandbits(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [k], []) = GETRANDBITS.bind_method(args, kw)?;
    let k = i64::from(vm.index_c_int(k)?);
    if k < 0 {
        return Err(PyErr::value_error("number of bits must be non-negative"));
    }
    if k == 0 {
        return Ok(Value::Int(0));
    }
    if k <= 63 {
        return Ok(Value::Int(with_mt(vm, this, |mt| mt.bits_u64(k as u32))? as i64));
    }
    vm.check_alloc((k / 8) as usize)?;
    vm.charge((k / 512) as u64)?;
    let r = with_mt(vm, this, |mt| mt.bits_big(k as u64))?;
    Ok(Value::from_bigint(BigInt::from_biguint(Sign::Plus, r)))
}

const RANDBYTES: Signature<1, 0> = Signature::python("Random", "randbytes", ["n"], []);

pub(super) fn randbytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [n], []) = RANDBYTES.bind_method(args, kw)?;
    let n = crate::builtins::args::to_i64(vm, n)?;
    if n < 0 {
        return Err(PyErr::value_error("number of bits must be non-negative"));
    }
    let n = n as usize;
    vm.check_alloc(n)?;
    vm.charge((n / 64) as u64)?;
    let mut out = Vec::with_capacity(n + 4);
    if n > 0 {
        let words = with_mt(vm, this, |mt| {
            let k = n as u64 * 8;
            mt.bits_big(k).to_u32_digits()
        })?;
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
    }
    out.resize(n, 0);
    Ok(Value::Bytes(Rc::new(crate::value::PyBytes::new(out.into_boxed_slice()))))
}

const GETSTATE: Signature<0, 0> = Signature::python("Random", "getstate", [], []);

pub(super) fn getstate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = GETSTATE.bind_method(args, kw)?;
    let words = with_mt(vm, this, |mt| (0..=N).map(|i| Value::Int(mt.word(i) as i64)).collect::<Vec<_>>())?;
    let gauss_next = match this {
        Value::Instance(inst) => inst.dict.borrow().get("gauss_next").cloned().unwrap_or(Value::None),
        _ => Value::None,
    };
    Ok(Value::tuple(vec![Value::Int(3), Value::tuple(words), gauss_next]))
}

const SETSTATE: Signature<1, 0> = Signature::python("Random", "setstate", ["state"], []);

pub(super) fn setstate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [state], []) = SETSTATE.bind_method(args, kw)?;
    let state = state.clone();
    let parts = vm.collect_iterable(&state)?;
    let version = parts.first().cloned().unwrap_or(Value::None);
    let v2 = matches!(version, Value::Int(2));
    if !matches!(version, Value::Int(3)) && !v2 {
        let shown = vm.repr_of(&version)?;
        return Err(PyErr::value_error(format!("state with version {} passed to Random.setstate() of version 3", shown)));
    }
    if parts.len() != 3 {
        return Err(PyErr::value_error(format!("too many values to unpack (expected 3, got {})", parts.len())));
    }
    let Value::Tuple(internal) = &parts[1] else {
        return Err(PyErr::type_error("state vector must be a tuple"));
    };
    if internal.items.len() != N + 1 {
        return Err(PyErr::value_error("state vector is the wrong size"));
    }
    let mut words = Vec::with_capacity(N + 1);
    for (i, v) in internal.items.iter().enumerate() {
        let mut n = int_of(vm, v)?;
        if v2 {
            // Version 2 states stored signed words: CPython reduces them modulo 2**32.
            n = n.mod_floor(&(BigInt::one() << 32u32));
        }
        if i == N {
            match n.to_i64() {
                Some(idx) if (0..=N as i64).contains(&idx) => words.push(idx as u32),
                _ => return Err(PyErr::value_error("invalid state")),
            }
        } else {
            if n.is_negative() {
                return Err(PyErr::overflow("can't convert negative int to unsigned"));
            }
            let low = (n & BigInt::from(0xffff_ffffu32)).to_u32().unwrap_or(0);
            words.push(low);
        }
    }
    with_mt(vm, this, |mt| {
        for (i, w) in words.iter().enumerate() {
            mt.set_word(i, *w);
        }
    })?;
    set_gauss_next(this, parts[2].clone());
    Ok(Value::None)
}

const RANDBELOW: Signature<1, 0> = Signature::python("Random", "_randbelow", ["n"], []);

pub(super) fn randbelow_method(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [n], []) = RANDBELOW.bind_method(args, kw)?;
    let n = int_of(vm, n)?;
    Ok(Value::from_bigint(randbelow(vm, this, &n)?))
}

// ----- integers -----

/// CPython's `_index(x)` with the float fallback of 3.11's randrange (`int(x) == x`).
pub(super) fn range_arg(vm: &mut Vm, v: &Value, what: &str) -> PyResult<BigInt> {
    if let Some(i) = as_int(v) {
        return Ok(i.to_big());
    }
    if let Value::Instance(inst) = v {
        if inst.class.lookup("__index__").is_some() {
            return Ok(BigInt::from(vm.index_value(v)?));
        }
    }
    let int_type = Value::Type(vm.types.int.clone());
    let as_int_v = vm.call(&int_type, std::slice::from_ref(v), &[])?;
    if !vm.eq(&as_int_v, v)? {
        return Err(PyErr::value_error(format!("non-integer {} for randrange()", what)));
    }
    int_of(vm, &as_int_v)
}

pub(super) fn randrange_impl(vm: &mut Vm, this: &Value, start: &Value, stop: Option<&Value>, step: Option<&Value>) -> PyResult<Value> {
    let istart = range_arg(vm, start, "arg 1")?;
    let Some(stop) = stop.filter(|s| !s.is_none()) else {
        if let Some(step) = step {
            if !matches!(step, Value::Int(1)) {
                return Err(PyErr::type_error("Missing a non-None stop argument"));
            }
        }
        if istart.is_positive() {
            return Ok(Value::from_bigint(randbelow(vm, this, &istart)?));
        }
        return Err(PyErr::value_error("empty range for randrange()"));
    };
    let istop = range_arg(vm, stop, "stop")?;
    let width = &istop - &istart;
    let istep = match step {
        Some(s) => range_arg(vm, s, "step")?,
        None => BigInt::one(),
    };
    if istep.is_one() {
        if width.is_positive() {
            let r = randbelow(vm, this, &width)?;
            return Ok(Value::from_bigint(istart + r));
        }
        return Err(PyErr::value_error(format!("empty range for randrange() ({}, {}, {})", istart, istop, width)));
    }
    let n = if istep.is_positive() {
        (&width + &istep - BigInt::one()).div_floor(&istep)
    } else if istep.is_negative() {
        (&width + &istep + BigInt::one()).div_floor(&istep)
    } else {
        return Err(PyErr::value_error("zero step for randrange()"));
    };
    if !n.is_positive() {
        return Err(PyErr::value_error("empty range for randrange()"));
    }
    let r = randbelow(vm, this, &n)?;
    Ok(Value::from_bigint(istart + istep * r))
}

const RANDRANGE: Signature<1, 2> = Signature::python("Random", "randrange", ["start"], ["stop", "step"]);

pub(super) fn randrange(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [start], [stop, step]) = RANDRANGE.bind_method(args, kw)?;
    let start = start.clone();
    randrange_impl(vm, this, &start, stop, step)
}

const RANDINT: Signature<2, 0> = Signature::python("Random", "randint", ["a", "b"], []);

pub(super) fn randint(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [a, b], []) = RANDINT.bind_method(args, kw)?;
    let a = a.clone();
    let hi = b.clone();
    let stop = vm.binary_op(&hi, &Value::Int(1), BinOp::Add)?;
    randrange_impl(vm, this, &a, Some(&stop), None)
}
