//! Byte-wise transformations of `bytes`/`bytearray`: ASCII case mapping and predicates,
//! padding (center/ljust/rjust/zfill), expandtabs, translate/maketrans, and hex/fromhex.

use super::search::is_space;
use super::{bytes_like, c_int_arg, charge_bytes, int_arg, make_bytes, need_buffer, recv, Kind};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

fn map_bytes(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, f: impl Fn(&[u8]) -> Vec<u8>) -> PyResult<Value> {
    let r = recv(args, name)?;
    Signature::positional(r.tname(), name, [], []).bind_method(args, kw)?;
    charge_bytes(vm, r.data().len())?;
    Ok(r.make(f(r.data())))
}

pub(super) fn upper(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_bytes(vm, args, kw, "upper", |d| d.to_ascii_uppercase())
}

pub(super) fn lower(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_bytes(vm, args, kw, "lower", |d| d.to_ascii_lowercase())
}

pub(super) fn swapcase(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_bytes(vm, args, kw, "swapcase", |d| {
        d.iter().map(|&b| if b.is_ascii_lowercase() { b.to_ascii_uppercase() } else { b.to_ascii_lowercase() }).collect()
    })
}

pub(super) fn capitalize(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_bytes(vm, args, kw, "capitalize", |d| {
        d.iter().enumerate().map(|(i, b)| if i == 0 { b.to_ascii_uppercase() } else { b.to_ascii_lowercase() }).collect()
    })
}

pub(super) fn title(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_bytes(vm, args, kw, "title", |d| {
        let mut prev_cased = false;
        d.iter()
            .map(|&b| {
                if b.is_ascii_lowercase() {
                    let out = if prev_cased { b } else { b.to_ascii_uppercase() };
                    prev_cased = true;
                    out
                } else if b.is_ascii_uppercase() {
                    let out = if prev_cased { b.to_ascii_lowercase() } else { b };
                    prev_cased = true;
                    out
                } else {
                    prev_cased = false;
                    b
                }
            })
            .collect()
    })
}

fn predicate(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, f: impl Fn(&[u8]) -> bool) -> PyResult<Value> {
    let r = recv(args, name)?;
    Signature::positional(r.tname(), name, [], []).bind_method(args, kw)?;
    charge_bytes(vm, r.data().len())?;
    Ok(Value::Bool(f(r.data())))
}

pub(super) fn isalpha(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "isalpha", |d| !d.is_empty() && d.iter().all(u8::is_ascii_alphabetic))
}

pub(super) fn isdigit(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "isdigit", |d| !d.is_empty() && d.iter().all(u8::is_ascii_digit))
}

pub(super) fn isalnum(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "isalnum", |d| !d.is_empty() && d.iter().all(u8::is_ascii_alphanumeric))
}

pub(super) fn isspace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "isspace", |d| !d.is_empty() && d.iter().all(|&b| is_space(b)))
}

pub(super) fn isascii(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "isascii", |d| d.is_ascii())
}

pub(super) fn islower(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "islower", |d| d.iter().any(u8::is_ascii_lowercase) && !d.iter().any(u8::is_ascii_uppercase))
}

pub(super) fn isupper(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "isupper", |d| d.iter().any(u8::is_ascii_uppercase) && !d.iter().any(u8::is_ascii_lowercase))
}

pub(super) fn istitle(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(vm, args, kw, "istitle", |d| {
        let mut cased = false;
        let mut prev_cased = false;
        for &b in d {
            if b.is_ascii_uppercase() {
                if prev_cased {
                    return false;
                }
                prev_cased = true;
                cased = true;
            } else if b.is_ascii_lowercase() {
                if !prev_cased {
                    return false;
                }
                prev_cased = true;
                cased = true;
            } else {
                prev_cased = false;
            }
        }
        cased
    })
}

/// Where the padding of center/ljust/rjust goes.
#[derive(Clone, Copy)]
enum Align {
    Left,
    Right,
    Center,
}

fn pad_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, align: Align) -> PyResult<Value> {
    let r = recv(args, name)?;
    let (_, [width], [fillchar]) = Signature::positional(r.tname(), name, ["width"], ["fillchar"]).bind_method(args, kw)?;
    let width = int_arg(vm, width)?;
    let fill = match fillchar {
        None => b' ',
        Some(v) => match bytes_like(v) {
            Some(f) if f.len() == 1 => f.first().copied().unwrap_or(b' '),
            _ => {
                return Err(PyErr::type_error(format!("{}() argument 2 must be a byte string of length 1, not {}", name, vm.type_name(v))))
            }
        },
    };
    let d = r.data();
    let len = d.len();
    let width = usize::try_from(width).unwrap_or(0);
    if width <= len {
        return Ok(r.make(d.to_vec()));
    }
    if r.kind == super::Kind::Bytes {
        super::check_bytes_size(width)?;
    }
    vm.check_alloc(width)?;
    charge_bytes(vm, width)?;
    let marg = width - len;
    let left = match align {
        Align::Left => 0,
        Align::Right => marg,
        Align::Center => marg / 2 + (marg & width & 1),
    };
    let mut out = Vec::with_capacity(width);
    out.resize(left, fill);
    out.extend_from_slice(d);
    out.resize(width, fill);
    Ok(r.make(out))
}

pub(super) fn center(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    pad_common(vm, args, kw, "center", Align::Center)
}

pub(super) fn ljust(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    pad_common(vm, args, kw, "ljust", Align::Left)
}

pub(super) fn rjust(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    pad_common(vm, args, kw, "rjust", Align::Right)
}

pub(super) fn zfill(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "zfill")?;
    let (_, [width], []) = Signature::positional(r.tname(), "zfill", ["width"], []).bind_method(args, kw)?;
    let width = int_arg(vm, width)?;
    let d = r.data();
    let width = usize::try_from(width).unwrap_or(0);
    if width <= d.len() {
        return Ok(r.make(d.to_vec()));
    }
    if r.kind == super::Kind::Bytes {
        super::check_bytes_size(width)?;
    }
    vm.check_alloc(width)?;
    charge_bytes(vm, width)?;
    let fill = width - d.len();
    let mut out = vec![b'0'; fill];
    out.extend_from_slice(d);
    if let Some(&sign @ (b'+' | b'-')) = d.first() {
        if let Some(first) = out.first_mut() {
            *first = sign;
        }
        if let Some(at) = out.get_mut(fill) {
            *at = b'0';
        }
    }
    Ok(r.make(out))
}

pub(super) fn expandtabs(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "expandtabs")?;
    let (_, [], [tabsize]) = Signature::clinic(r.tname(), "expandtabs", [], ["tabsize"]).bind_method(args, kw)?;
    let tabsize = match tabsize {
        Some(v) => c_int_arg(vm, v)?,
        None => 8,
    };
    let d = r.data();
    // First pass: the result length, so the memory limit is checked before building it.
    let tab = usize::try_from(tabsize).unwrap_or(0);
    let mut total: usize = 0;
    let mut col: usize = 0;
    for &b in d {
        if b == b'\t' {
            if tab > 0 {
                let incr = tab - col % tab;
                col = col.checked_add(incr).ok_or_else(|| PyErr::overflow("result too long"))?;
                total = total.checked_add(incr).ok_or_else(|| PyErr::overflow("result too long"))?;
            }
        } else {
            total += 1;
            col += 1;
            if b == b'\n' || b == b'\r' {
                col = 0;
            }
        }
    }
    vm.check_alloc(total)?;
    charge_bytes(vm, total)?;
    let mut out = Vec::with_capacity(total);
    let mut col: usize = 0;
    for &b in d {
        if b == b'\t' {
            if tab > 0 {
                let incr = tab - col % tab;
                col += incr;
                out.resize(out.len() + incr, b' ');
            }
        } else {
            out.push(b);
            col += 1;
            if b == b'\n' || b == b'\r' {
                col = 0;
            }
        }
    }
    Ok(r.make(out))
}

/// `bytes.translate(table, /, delete=b'')`.
pub(super) fn translate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "translate")?;
    let (_, [table], [delete]) = Signature::clinic(r.tname(), "translate", ["table"], ["delete"]).pos_only(1).bind_method(args, kw)?;
    let table = match Some(table) {
        None | Some(Value::None) => None,
        Some(v) => {
            let t = need_buffer(vm, v)?;
            if t.len() != 256 {
                return Err(PyErr::value_error("translation table must be 256 characters long"));
            }
            Some(t)
        }
    };
    let delete = match delete {
        None => Vec::new(),
        Some(v) => need_buffer(vm, v)?,
    };
    let mut drop = [false; 256];
    for &b in &delete {
        if let Some(slot) = drop.get_mut(usize::from(b)) {
            *slot = true;
        }
    }
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let out: Vec<u8> = d
        .iter()
        .filter(|&&b| !drop.get(usize::from(b)).copied().unwrap_or(false))
        .map(|&b| match &table {
            Some(t) => t.get(usize::from(b)).copied().unwrap_or(b),
            None => b,
        })
        .collect();
    Ok(r.make(out))
}

fn maketrans_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, tname: &'static str) -> PyResult<Value> {
    // A static method: there is no receiver.
    let ([frm, to], []) = Signature::positional(tname, "maketrans", ["frm", "to"], []).bind(args, kw)?;
    let from = need_buffer(vm, frm)?;
    let to = need_buffer(vm, to)?;
    if from.len() != to.len() {
        return Err(PyErr::value_error("maketrans arguments must have same length"));
    }
    let mut table: Vec<u8> = (0..=255u8).collect();
    for (f, t) in from.iter().zip(to.iter()) {
        if let Some(slot) = table.get_mut(usize::from(*f)) {
            *slot = *t;
        }
    }
    Ok(make_bytes(table))
}

pub(super) fn bytes_maketrans(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    maketrans_common(vm, args, kw, "bytes")
}

pub(super) fn bytearray_maketrans(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    maketrans_common(vm, args, kw, "bytearray")
}

/// `bytes.hex(sep=<none>, bytes_per_sep=1)`.
pub(super) fn hex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "hex")?;
    let (_, [], [sep, bytes_per_sep]) = Signature::clinic(r.tname(), "hex", [], ["sep", "bytes_per_sep"]).bind_method(args, kw)?;
    let sep = match sep {
        None => None,
        Some(v) => Some(sep_char(vm, v)?),
    };
    let per = match bytes_per_sep {
        Some(v) => c_int_arg(vm, v)?,
        None => 1,
    };
    let d = r.data();
    vm.check_alloc(d.len().saturating_mul(3))?;
    charge_bytes(vm, d.len().saturating_mul(2))?;
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let group = usize::try_from(per.unsigned_abs()).unwrap_or(usize::MAX);
    let mut out = String::with_capacity(d.len() * 3);
    for (i, &b) in d.iter().enumerate() {
        if let Some(s) = sep {
            // Groups are counted from the right for a positive bytes_per_sep.
            let boundary = match (d.len() - i).checked_rem(group) {
                Some(r) if per > 0 => r == 0,
                Some(_) => i.checked_rem(group) == Some(0),
                None => false,
            };
            if i > 0 && group < d.len() && boundary {
                out.push(s);
            }
        }
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    Ok(Value::string(out))
}

/// The separator of `hex()`: a str or bytes of length 1 holding an ASCII character.
fn sep_char(vm: &mut Vm, v: &Value) -> PyResult<char> {
    let single = match v {
        Value::Str(s) => {
            let mut it = s.s.chars();
            match (it.next(), it.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        }
        Value::Bytes(_) | Value::ByteArray(_) => match bytes_like(v).as_deref() {
            Some([b]) => Some(char::from(*b)),
            _ => None,
        },
        _ => {
            let n = vm.len_of(v)?;
            if n == 1 {
                return Err(PyErr::type_error("sep must be str or bytes."));
            }
            None
        }
    };
    match single {
        None => Err(PyErr::value_error("sep must be length 1.")),
        Some(c) if !c.is_ascii() => Err(PyErr::value_error("sep must be ASCII.")),
        Some(c) => Ok(c),
    }
}

/// `bytes.fromhex(string)` / `bytearray.fromhex(string)` (a classmethod: args[0] is the class).
pub(super) fn fromhex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    let kind = match &cls {
        Value::Type(t) if t.is_subtype(&vm.types.bytearray) => Kind::Array,
        _ => Kind::Bytes,
    };
    let (_, [arg], []) = Signature::positional(kind.name(), "fromhex", ["string"], []).bind_method(args, kw)?;
    let Value::Str(s) = arg else {
        return Err(PyErr::type_error(format!("fromhex() argument must be str, not {}", super::clinic_type_name(vm, arg))));
    };
    let text = s.s.as_bytes();
    charge_bytes(vm, text.len())?;
    let bad = |pos: usize| PyErr::value_error(format!("non-hexadecimal number found in fromhex() arg at position {}", pos));
    if let Some(first) = s.s.chars().position(|c| !c.is_ascii()) {
        return Err(bad(first));
    }
    let digit = |i: usize| text.get(i).and_then(|&c| char::from(c).to_digit(16)).map(|d| d as u8);
    let mut out = Vec::with_capacity(text.len() / 2);
    let mut i = 0;
    while i < text.len() {
        if text.get(i).copied().is_some_and(is_space) {
            i += 1;
            continue;
        }
        let hi = digit(i).ok_or_else(|| bad(i))?;
        let lo = digit(i + 1).ok_or_else(|| bad(i + 1))?;
        out.push(hi << 4 | lo);
        i += 2;
    }
    let value = kind.make(out);
    match &cls {
        Value::Type(t) if !t.is_builtin => vm.call(&cls, &[value], &[]),
        _ => Ok(value),
    }
}
