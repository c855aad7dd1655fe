//! `complex`: constructor, arithmetic and methods.

use super::Method;
use crate::builtins::signature::Signature;
use crate::compile::bytecode::BinOp;
use crate::error::{PyErr, PyResult};
use crate::types::num::as_int;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const COMPLEX_METHODS: &[Method] = &[("__new__", complex_new), ("conjugate", conjugate)];

fn parts(v: &Value) -> Option<PyResult<(f64, f64)>> {
    match v {
        Value::Complex(c) => Some(Ok((c.re, c.im))),
        Value::Float(f) => Some(Ok((*f, 0.0))),
        other => as_int(other).map(|i| crate::types::num::int_to_f64(&i).map(|f| (f, 0.0))),
    }
}

fn make(re: f64, im: f64) -> Value {
    Value::complex(re, im)
}

pub fn complex_binop(a: &Value, b: &Value, op: BinOp) -> PyResult<Option<Value>> {
    let (Some(x), Some(y)) = (parts(a), parts(b)) else { return Ok(None) };
    let ((a, b), (c, d)) = (x?, y?);
    Ok(Some(match op {
        BinOp::Add => make(a + c, b + d),
        BinOp::Sub => make(a - c, b - d),
        BinOp::Mul => make(a * c - b * d, a * d + b * c),
        BinOp::TrueDiv => {
            // Smith's algorithm, as CPython's complex division uses.
            let (abs_c, abs_d) = (c.abs(), d.abs());
            if abs_c >= abs_d {
                if abs_c == 0.0 {
                    return Err(PyErr::zero_division("complex division by zero"));
                }
                let ratio = d / c;
                let denom = c + d * ratio;
                make((a + b * ratio) / denom, (b - a * ratio) / denom)
            } else if abs_d >= abs_c {
                let ratio = c / d;
                let denom = c * ratio + d;
                make((a * ratio + b) / denom, (b * ratio - a) / denom)
            } else {
                make(f64::NAN, f64::NAN)
            }
        }
        BinOp::Pow => {
            if c == 0.0 && d == 0.0 {
                return Ok(Some(make(1.0, 0.0)));
            }
            if a == 0.0 && b == 0.0 {
                if d != 0.0 || c < 0.0 {
                    return Err(PyErr::zero_division("0.0 to a negative or complex power"));
                }
                return Ok(Some(make(0.0, 0.0)));
            }
            if d == 0.0 && c.fract() == 0.0 && c.abs() <= 100.0 {
                // Integer powers by repeated multiplication, like CPython.
                let n = c as i64;
                let (mut rr, mut ri) = (1.0, 0.0);
                let (mut br, mut bi) = (a, b);
                let mut e = n.unsigned_abs();
                while e > 0 {
                    if e & 1 == 1 {
                        let t = rr * br - ri * bi;
                        ri = rr * bi + ri * br;
                        rr = t;
                    }
                    let t = br * br - bi * bi;
                    bi *= 2.0 * br;
                    br = t;
                    e >>= 1;
                }
                if n < 0 {
                    let den = rr * rr + ri * ri;
                    return Ok(Some(make(rr / den, -ri / den)));
                }
                return Ok(Some(make(rr, ri)));
            }
            let vabs = a.hypot(b);
            let len = vabs.powf(c);
            let at = b.atan2(a);
            let mut phase = at * c;
            let mut len = len;
            if d != 0.0 {
                len /= (at * d).exp();
                phase += d * vabs.ln();
            }
            make(len * phase.cos(), len * phase.sin())
        }
        _ => return Ok(None),
    }))
}

const COMPLEX: Signature<0, 2> = Signature::clinic("", "complex", [], ["real", "imag"]);

fn complex_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [], [real_arg, imag_arg]) = COMPLEX.bind_method(args, kw)?;
    let re = match real_arg {
        None => (0.0, 0.0),
        Some(Value::Str(s)) => {
            return parse_complex(&s.s).map(|(r, i)| make(r, i)).ok_or_else(|| PyErr::value_error("complex() arg is a malformed string"))
        }
        Some(v @ Value::Instance(inst)) if parts(v).is_none() => {
            let method = ["__complex__", "__float__"].iter().find_map(|n| inst.class.lookup(n).filter(|f| inst.class.honours(f)));
            let Some(f) = method else {
                return Err(PyErr::type_error(format!("complex() first argument must be a string or a number, not '{}'", vm.type_name(v))));
            };
            match vm.call_method_value(f, v, &[])? {
                Value::Complex(c) => (c.re, c.im),
                Value::Float(x) => (x, 0.0),
                r => return Err(PyErr::type_error(format!("__complex__ returned non-complex (type {})", vm.type_name(&r)))),
            }
        }
        Some(v) => match parts(v) {
            Some(p) => p?,
            None => {
                return Err(PyErr::type_error(format!("complex() first argument must be a string or a number, not '{}'", vm.type_name(v))))
            }
        },
    };
    let im = match imag_arg {
        None => (0.0, 0.0),
        Some(v) => match parts(v) {
            Some(p) => p?,
            None => return Err(PyErr::type_error(format!("complex() second argument must be a number, not '{}'", vm.type_name(v)))),
        },
    };
    // Like CPython, only a complex argument contributes its other part (so the sign of a
    // zero part survives: complex(1.0, -0.0) keeps -0.0).
    let real = if matches!(imag_arg, Some(Value::Complex(_))) { re.0 - im.1 } else { re.0 };
    let imag = if matches!(real_arg, Some(Value::Complex(_))) && imag_arg.is_some() {
        re.1 + im.0
    } else if imag_arg.is_some() {
        im.0
    } else {
        re.1
    };
    Ok(make(real, imag))
}

fn parse_complex(s: &str) -> Option<(f64, f64)> {
    let t = s.trim();
    let t = t.strip_prefix('(').and_then(|x| x.strip_suffix(')')).unwrap_or(t).trim();
    if let Some(body) = t.strip_suffix(['j', 'J']) {
        // Split at the last sign that is not part of an exponent.
        let bytes = body.as_bytes();
        let mut split = None;
        for i in (1..bytes.len()).rev() {
            if (bytes[i] == b'+' || bytes[i] == b'-') && !matches!(bytes[i - 1], b'e' | b'E') {
                split = Some(i);
                break;
            }
        }
        let (re, im) = match split {
            Some(i) => (&body[..i], &body[i..]),
            None => ("0", body),
        };
        let im = match im {
            "" | "+" => 1.0,
            "-" => -1.0,
            x => crate::format::parse_float(x)?,
        };
        return Some((crate::format::parse_float(re)?, im));
    }
    Some((crate::format::parse_float(t)?, 0.0))
}

const CONJUGATE: Signature<0, 0> = Signature::positional("complex", "conjugate", [], []);

fn conjugate(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match CONJUGATE.bind_method(args, kw)?.0 {
        Value::Complex(c) => Ok(make(c.re, -c.im)),
        _ => Err(PyErr::type_error("descriptor 'conjugate' requires a 'complex' object")),
    }
}
