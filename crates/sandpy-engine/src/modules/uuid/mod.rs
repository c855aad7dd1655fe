//! `uuid`: the `UUID` class and `uuid1/3/4/5` as our own Python (`uuid.py` next to this
//! file), over three natives:
//!
//! * `_urandom(n)`: `n` bytes from the host's entropy hook. Without one, bytes come from a
//!   deterministic per-thread stream (SHA-256 of a counter): uuid4() values then repeat from
//!   run to run, which is documented in docs/limitations/uuid.md.
//! * `_time_ns()`: the host's wall clock in nanoseconds (uuid1; OSError without a clock).
//! * `_md5(b)` / `_sha1(b)`: digests for uuid3/uuid5 without importing hashlib.

use std::rc::Rc;

use sha2::Digest;

use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::types::bytes::make_bytes;
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("uuid.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "uuid", &[("_urandom", urandom), ("_time_ns", time_ns), ("_md5", md5), ("_sha1", sha1)]);
    super::python_module(vm, "uuid", SOURCE, ns)
}

/// Random bytes: the host's entropy, else the session's deterministic fallback stream
/// (`Vm::entropy_fallback`).
pub(crate) fn random_bytes(vm: &mut Vm, n: usize) -> Vec<u8> {
    let mut buf = vec![0u8; n];
    if vm.host.fill_entropy(&mut buf) {
        return buf;
    }
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let k = vm.entropy_fallback.uuid_blocks;
        vm.entropy_fallback.uuid_blocks = k.wrapping_add(1);
        let mut h = sha2::Sha256::new();
        h.update(b"sandpy uuid fallback stream");
        h.update(k.to_le_bytes());
        out.extend_from_slice(&h.finalize());
    }
    out.truncate(n);
    out
}

fn urandom(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_urandom", ["n"], []);
    let ([n], []) = SIG.bind(args, kw)?;
    let n = crate::builtins::args::to_i64(vm, n)?.clamp(0, 1 << 16) as usize;
    Ok(make_bytes(random_bytes(vm, n)))
}

fn time_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("", "_time_ns", [], []);
    SIG.bind(args, kw)?;
    let (secs, nanos) = vm.wall_clock()?;
    let total = (secs as i128) * 1_000_000_000 + nanos as i128;
    Ok(Value::from_bigint(num_bigint::BigInt::from(total)))
}

/// The one argument of a digest native (`_md5(data)`…).
fn digest_arg(vm: &mut Vm, sig: &Signature<1, 0>, args: &[Value], kw: &KwArgs) -> PyResult<Vec<u8>> {
    let ([data], []) = sig.bind(args, kw)?;
    let data = crate::modules::binascii::data_arg(vm, data)?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    Ok(data)
}

fn md5(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = digest_arg(vm, &const { Signature::positional("", "_md5", ["data"], []) }, args, kw)?;
    Ok(make_bytes(md5::Md5::digest(&data).to_vec()))
}

fn sha1(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = digest_arg(vm, &const { Signature::positional("", "_sha1", ["data"], []) }, args, kw)?;
    Ok(make_bytes(sha1::Sha1::digest(&data).to_vec()))
}
