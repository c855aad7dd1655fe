//! `cmath`: CPython 3.11's complex math functions with identical results and errors.
//!
//! Each function follows the C99 Annex G recommendations the way CPython does: a 7x7
//! table of results for infinite and NaN parts (indexed by the class of the real and
//! imaginary part), and for finite arguments the same formulas in the same operation order
//! over the platform libm (`sqrt`, `hypot`, `atan2`, `log`, `log1p`, `exp`, trig and
//! hyperbolic functions), with rescaling near overflow and underflow. Every computation
//! reports "no error", a domain error (`ValueError: math domain error`) or a range error
//! (`OverflowError: math range error`) exactly where CPython's errno would.

use std::f64::consts::{E, LN_10, LN_2, PI};
use std::rc::Rc;

use super::{native_module, set_attr};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("acos", acos),
    ("acosh", acosh),
    ("asin", asin),
    ("asinh", asinh),
    ("atan", atan),
    ("atanh", atanh),
    ("cos", cos),
    ("cosh", cosh),
    ("exp", exp),
    ("isclose", isclose),
    ("isfinite", isfinite),
    ("isinf", isinf),
    ("isnan", isnan),
    ("log", log),
    ("log10", log10),
    ("phase", phase),
    ("polar", polar),
    ("rect", rect),
    ("sin", sin),
    ("sinh", sinh),
    ("sqrt", sqrt),
    ("tan", tan),
    ("tanh", tanh),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "cmath", FUNCTIONS);
    set_attr(&ns, "pi", Value::Float(PI));
    set_attr(&ns, "e", Value::Float(E));
    set_attr(&ns, "tau", Value::Float(std::f64::consts::TAU));
    set_attr(&ns, "inf", Value::Float(f64::INFINITY));
    set_attr(&ns, "infj", complex(0.0, f64::INFINITY));
    set_attr(&ns, "nan", Value::Float(f64::NAN));
    set_attr(&ns, "nanj", complex(0.0, f64::NAN));
    Ok(ns)
}

// ----- values, errors, arguments -----

#[derive(Clone, Copy)]
struct C {
    re: f64,
    im: f64,
}

const fn c(re: f64, im: f64) -> C {
    C { re, im }
}

/// What CPython's errno says after a computation.
#[derive(Clone, Copy, PartialEq)]
enum Status {
    Ok,
    Domain,
    Range,
}

type Outcome = (C, Status);

fn complex(re: f64, im: f64) -> Value {
    Value::complex(re, im)
}

fn finish((z, status): Outcome) -> PyResult<Value> {
    match status {
        Status::Ok => Ok(complex(z.re, z.im)),
        Status::Domain => Err(PyErr::value_error("math domain error")),
        Status::Range => Err(PyErr::overflow("math range error")),
    }
}

/// A complex argument: complex, `__complex__`, or any real number (`__float__`, `__index__`).
fn to_complex(vm: &mut Vm, v: &Value) -> PyResult<C> {
    match v {
        Value::Complex(z) => return Ok(c(z.re, z.im)),
        Value::Float(f) => return Ok(c(*f, 0.0)),
        Value::Instance(inst) => {
            if let Some(f @ Value::Function(_)) = inst.class.lookup("__complex__") {
                let r = vm.call_method_value(f, v, &[])?;
                return match &r {
                    Value::Complex(z) => Ok(c(z.re, z.im)),
                    Value::Instance(ri) if matches!(&*ri.base_value.borrow(), Value::Complex(_)) => match &*ri.base_value.borrow() {
                        Value::Complex(z) => Ok(c(z.re, z.im)),
                        _ => Ok(c(0.0, 0.0)),
                    },
                    other => Err(PyErr::type_error(format!("__complex__ returned non-complex (type {})", vm.type_name(other)))),
                };
            }
            if let Value::Complex(z) = &*inst.base_value.borrow() {
                return Ok(c(z.re, z.im));
            }
        }
        _ => {}
    }
    super::math::to_f64(vm, v).map(|x| c(x, 0.0))
}

/// The single positional argument of a one-argument function.
fn one<'a>(name: &str, args: &'a [Value], kw: &KwArgs) -> PyResult<&'a Value> {
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("cmath.{}() takes no keyword arguments", name)));
    }
    match args {
        [z] => Ok(z),
        _ => Err(PyErr::type_error(format!("cmath.{}() takes exactly one argument ({} given)", name, args.len()))),
    }
}

macro_rules! complex_function {
    ($fname:ident, $pyname:literal, $imp:ident) => {
        fn $fname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            let z = to_complex(vm, one($pyname, args, kw)?)?;
            finish($imp(z))
        }
    };
}

complex_function!(acos, "acos", c_acos);
complex_function!(acosh, "acosh", c_acosh);
complex_function!(asin, "asin", c_asin);
complex_function!(asinh, "asinh", c_asinh);
complex_function!(atan, "atan", c_atan);
complex_function!(atanh, "atanh", c_atanh);
complex_function!(cos, "cos", c_cos);
complex_function!(cosh, "cosh", c_cosh);
complex_function!(exp, "exp", c_exp);
complex_function!(log10, "log10", c_log10);
complex_function!(sin, "sin", c_sin);
complex_function!(sinh, "sinh", c_sinh);
complex_function!(sqrt, "sqrt", c_sqrt);
complex_function!(tan, "tan", c_tan);
complex_function!(tanh, "tanh", c_tanh);

// ----- special values -----

/// The class of a float, the index into the special-value tables.
fn class_of(d: f64) -> usize {
    if d.is_nan() {
        6
    } else if d.is_infinite() {
        if d > 0.0 {
            5
        } else {
            0
        }
    } else if d != 0.0 {
        if d > 0.0 {
            4
        } else {
            1
        }
    } else if d.is_sign_positive() {
        3
    } else {
        2
    }
}

type Table = [[C; 7]; 7];

fn lookup(table: &Table, z: C) -> C {
    table[class_of(z.re)][class_of(z.im)]
}

fn is_special(z: C) -> bool {
    !z.re.is_finite() || !z.im.is_finite()
}

const INF: f64 = f64::INFINITY;
const N: f64 = f64::NAN;
const P: f64 = PI;
const P14: f64 = 0.25 * PI;
const P12: f64 = 0.5 * PI;
const P34: f64 = 0.75 * PI;
/// Table entries for finite arguments, never read.
const U: C = c(N, N);

// Rows: real part -inf, negative, -0, +0, positive, +inf, nan; columns the same for the
// imaginary part.
const ACOS_SPECIAL: Table = [
    [c(P34, INF), c(P, INF), c(P, INF), c(P, -INF), c(P, -INF), c(P34, -INF), c(N, INF)],
    [c(P12, INF), U, U, U, U, c(P12, -INF), c(N, N)],
    [c(P12, INF), U, c(P12, 0.), c(P12, -0.), U, c(P12, -INF), c(P12, N)],
    [c(P12, INF), U, c(P12, 0.), c(P12, -0.), U, c(P12, -INF), c(P12, N)],
    [c(P12, INF), U, U, U, U, c(P12, -INF), c(N, N)],
    [c(P14, INF), c(0., INF), c(0., INF), c(0., -INF), c(0., -INF), c(P14, -INF), c(N, INF)],
    [c(N, INF), c(N, N), c(N, N), c(N, N), c(N, N), c(N, -INF), c(N, N)],
];

const ACOSH_SPECIAL: Table = [
    [c(INF, -P34), c(INF, -P), c(INF, -P), c(INF, P), c(INF, P), c(INF, P34), c(INF, N)],
    [c(INF, -P12), U, U, U, U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, c(0., -P12), c(0., P12), U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, c(0., -P12), c(0., P12), U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, U, U, U, c(INF, P12), c(N, N)],
    [c(INF, -P14), c(INF, -0.), c(INF, -0.), c(INF, 0.), c(INF, 0.), c(INF, P14), c(INF, N)],
    [c(INF, N), c(N, N), c(N, N), c(N, N), c(N, N), c(INF, N), c(N, N)],
];

const ASINH_SPECIAL: Table = [
    [c(-INF, -P14), c(-INF, -0.), c(-INF, -0.), c(-INF, 0.), c(-INF, 0.), c(-INF, P14), c(-INF, N)],
    [c(-INF, -P12), U, U, U, U, c(-INF, P12), c(N, N)],
    [c(-INF, -P12), U, c(-0., -0.), c(-0., 0.), U, c(-INF, P12), c(N, N)],
    [c(INF, -P12), U, c(0., -0.), c(0., 0.), U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, U, U, U, c(INF, P12), c(N, N)],
    [c(INF, -P14), c(INF, -0.), c(INF, -0.), c(INF, 0.), c(INF, 0.), c(INF, P14), c(INF, N)],
    [c(INF, N), c(N, N), c(N, -0.), c(N, 0.), c(N, N), c(INF, N), c(N, N)],
];

const ATANH_SPECIAL: Table = [
    [c(-0., -P12), c(-0., -P12), c(-0., -P12), c(-0., P12), c(-0., P12), c(-0., P12), c(-0., N)],
    [c(-0., -P12), U, U, U, U, c(-0., P12), c(N, N)],
    [c(-0., -P12), U, c(-0., -0.), c(-0., 0.), U, c(-0., P12), c(-0., N)],
    [c(0., -P12), U, c(0., -0.), c(0., 0.), U, c(0., P12), c(0., N)],
    [c(0., -P12), U, U, U, U, c(0., P12), c(N, N)],
    [c(0., -P12), c(0., -P12), c(0., -P12), c(0., P12), c(0., P12), c(0., P12), c(0., N)],
    [c(0., -P12), c(N, N), c(N, N), c(N, N), c(N, N), c(0., P12), c(N, N)],
];

const COSH_SPECIAL: Table = [
    [c(INF, N), U, c(INF, 0.), c(INF, -0.), U, c(INF, N), c(INF, N)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(N, 0.), U, c(1., 0.), c(1., -0.), U, c(N, 0.), c(N, 0.)],
    [c(N, 0.), U, c(1., -0.), c(1., 0.), U, c(N, 0.), c(N, 0.)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(INF, N), U, c(INF, -0.), c(INF, 0.), U, c(INF, N), c(INF, N)],
    [c(N, N), c(N, N), c(N, 0.), c(N, 0.), c(N, N), c(N, N), c(N, N)],
];

const EXP_SPECIAL: Table = [
    [c(0., 0.), U, c(0., -0.), c(0., 0.), U, c(0., 0.), c(0., 0.)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(N, N), U, c(1., -0.), c(1., 0.), U, c(N, N), c(N, N)],
    [c(N, N), U, c(1., -0.), c(1., 0.), U, c(N, N), c(N, N)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(INF, N), U, c(INF, -0.), c(INF, 0.), U, c(INF, N), c(INF, N)],
    [c(N, N), c(N, N), c(N, -0.), c(N, 0.), c(N, N), c(N, N), c(N, N)],
];

const LOG_SPECIAL: Table = [
    [c(INF, -P34), c(INF, -P), c(INF, -P), c(INF, P), c(INF, P), c(INF, P34), c(INF, N)],
    [c(INF, -P12), U, U, U, U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, c(-INF, -P), c(-INF, P), U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, c(-INF, -0.), c(-INF, 0.), U, c(INF, P12), c(N, N)],
    [c(INF, -P12), U, U, U, U, c(INF, P12), c(N, N)],
    [c(INF, -P14), c(INF, -0.), c(INF, -0.), c(INF, 0.), c(INF, 0.), c(INF, P14), c(INF, N)],
    [c(INF, N), c(N, N), c(N, N), c(N, N), c(N, N), c(INF, N), c(N, N)],
];

const SINH_SPECIAL: Table = [
    [c(INF, N), U, c(-INF, -0.), c(-INF, 0.), U, c(INF, N), c(INF, N)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(0., N), U, c(-0., -0.), c(-0., 0.), U, c(0., N), c(0., N)],
    [c(0., N), U, c(0., -0.), c(0., 0.), U, c(0., N), c(0., N)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(INF, N), U, c(INF, -0.), c(INF, 0.), U, c(INF, N), c(INF, N)],
    [c(N, N), c(N, N), c(N, -0.), c(N, 0.), c(N, N), c(N, N), c(N, N)],
];

const SQRT_SPECIAL: Table = [
    [c(INF, -INF), c(0., -INF), c(0., -INF), c(0., INF), c(0., INF), c(INF, INF), c(N, INF)],
    [c(INF, -INF), U, U, U, U, c(INF, INF), c(N, N)],
    [c(INF, -INF), U, c(0., -0.), c(0., 0.), U, c(INF, INF), c(N, N)],
    [c(INF, -INF), U, c(0., -0.), c(0., 0.), U, c(INF, INF), c(N, N)],
    [c(INF, -INF), U, U, U, U, c(INF, INF), c(N, N)],
    [c(INF, -INF), c(INF, -0.), c(INF, -0.), c(INF, 0.), c(INF, 0.), c(INF, INF), c(INF, N)],
    [c(INF, -INF), c(N, N), c(N, N), c(N, N), c(N, N), c(INF, INF), c(N, N)],
];

const TANH_SPECIAL: Table = [
    [c(-1., 0.), U, c(-1., -0.), c(-1., 0.), U, c(-1., 0.), c(-1., 0.)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(N, N), U, c(-0., -0.), c(-0., 0.), U, c(N, N), c(N, N)],
    [c(N, N), U, c(0., -0.), c(0., 0.), U, c(N, N), c(N, N)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(1., 0.), U, c(1., -0.), c(1., 0.), U, c(1., 0.), c(1., 0.)],
    [c(N, N), c(N, N), c(N, -0.), c(N, 0.), c(N, N), c(N, N), c(N, N)],
];

const RECT_SPECIAL: Table = [
    [c(INF, N), U, c(-INF, 0.), c(-INF, -0.), U, c(INF, N), c(INF, N)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(0., 0.), U, c(-0., 0.), c(-0., -0.), U, c(0., 0.), c(0., 0.)],
    [c(0., 0.), U, c(0., -0.), c(0., 0.), U, c(0., 0.), c(0., 0.)],
    [c(N, N), U, U, U, U, c(N, N), c(N, N)],
    [c(INF, N), U, c(INF, -0.), c(INF, 0.), U, c(INF, N), c(INF, N)],
    [c(N, N), c(N, N), c(N, 0.), c(N, 0.), c(N, N), c(N, N), c(N, N)],
];

// ----- thresholds -----

/// Beyond this, formulas are rescaled to avoid spurious overflow.
const LARGE: f64 = f64::MAX / 4.0;
/// The smallest positive normal float.
const DBL_MIN: f64 = f64::MIN_POSITIVE;

fn sqrt_large() -> f64 {
    LARGE.sqrt()
}

fn log_large() -> f64 {
    LARGE.ln()
}

/// 2**53 and 2**-27, the rescaling factors for subnormal arguments (CPython's
/// `CM_SCALE_UP` and `CM_SCALE_DOWN`): multiplying by them is exact, or one rounding into
/// the subnormal range.
const SCALE_UP: f64 = 9_007_199_254_740_992.0;
const SCALE_DOWN: f64 = 1.0 / 134_217_728.0;

/// The C library's `asinh` (fdlibm's method, which glibc uses): thresholds on the high
/// word of the float, then log / log1p formulas.
fn libm_asinh(x: f64) -> f64 {
    let ix = (x.to_bits() >> 32) as u32 & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        return x + x;
    }
    if ix < 0x3e30_0000 {
        return x;
    }
    let xa = x.abs();
    let w = if ix > 0x41b0_0000 {
        xa.ln() + LN_2
    } else if ix > 0x4000_0000 {
        (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
    } else {
        let t = xa * xa;
        (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    w.copysign(x)
}

// ----- the functions -----

fn c_acos(z: C) -> Outcome {
    if is_special(z) {
        return (lookup(&ACOS_SPECIAL, z), Status::Ok);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        c(z.im.abs().atan2(z.re), -((z.re / 2.).hypot(z.im / 2.).ln() + LN_2 * 2.).copysign(z.im))
    } else {
        let s1 = c_sqrt(c(1. - z.re, -z.im)).0;
        let s2 = c_sqrt(c(1. + z.re, z.im)).0;
        c(2. * s1.re.atan2(s2.re), libm_asinh(s2.re * s1.im - s2.im * s1.re))
    };
    (r, Status::Ok)
}

fn c_acosh(z: C) -> Outcome {
    if is_special(z) {
        return (lookup(&ACOSH_SPECIAL, z), Status::Ok);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        c((z.re / 2.).hypot(z.im / 2.).ln() + LN_2 * 2., z.im.atan2(z.re))
    } else {
        let s1 = c_sqrt(c(z.re - 1., z.im)).0;
        let s2 = c_sqrt(c(z.re + 1., z.im)).0;
        c(libm_asinh(s1.re * s2.re + s1.im * s2.im), 2. * s1.im.atan2(s2.re))
    };
    (r, Status::Ok)
}

/// asin(z) = -i asinh(iz).
fn c_asin(z: C) -> Outcome {
    let (s, status) = c_asinh(c(-z.im, z.re));
    (c(s.im, -s.re), status)
}

fn c_asinh(z: C) -> Outcome {
    if is_special(z) {
        return (lookup(&ASINH_SPECIAL, z), Status::Ok);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        let l = (z.re / 2.).hypot(z.im / 2.).ln() + LN_2 * 2.;
        let re = if z.im >= 0. { l.copysign(z.re) } else { -l.copysign(-z.re) };
        c(re, z.im.atan2(z.re.abs()))
    } else {
        let s1 = c_sqrt(c(1. + z.im, -z.re)).0;
        let s2 = c_sqrt(c(1. - z.im, z.re)).0;
        c(libm_asinh(s1.re * s2.im - s2.re * s1.im), z.im.atan2(s1.re * s2.re - s1.im * s2.im))
    };
    (r, Status::Ok)
}

/// atan(z) = -i atanh(iz).
fn c_atan(z: C) -> Outcome {
    let (s, status) = c_atanh(c(-z.im, z.re));
    (c(s.im, -s.re), status)
}

fn c_atanh(z: C) -> Outcome {
    if is_special(z) {
        return (lookup(&ATANH_SPECIAL, z), Status::Ok);
    }
    // atanh(-z) = -atanh(z): work with a non-negative real part.
    if z.re < 0. {
        let (r, status) = c_atanh(c(-z.re, -z.im));
        return (c(-r.re, -r.im), status);
    }
    let ay = z.im.abs();
    if z.re > sqrt_large() || ay > sqrt_large() {
        // For large |z|, atanh(z) is about 1/z +/- i*pi/2.
        let h = (z.re / 2.).hypot(z.im / 2.);
        return (c(z.re / 4. / h / h, (PI / 2.).copysign(z.im)), Status::Ok);
    }
    if z.re == 1. && ay < DBL_MIN.sqrt() {
        if ay == 0. {
            return (c(INF, z.im), Status::Domain);
        }
        let re = -(ay.sqrt() / ay.hypot(2.).sqrt()).ln();
        return (c(re, (2f64.atan2(-ay) / 2.).copysign(z.im)), Status::Ok);
    }
    let re = (4. * z.re / ((1. - z.re) * (1. - z.re) + ay * ay)).ln_1p() / 4.;
    let im = -(-2. * z.im).atan2((1. - z.re) * (1. + z.re) - ay * ay) / 2.;
    (c(re, im), Status::Ok)
}

/// cos(z) = cosh(iz).
fn c_cos(z: C) -> Outcome {
    c_cosh(c(-z.im, z.re))
}

/// `Domain` when the imaginary part is infinite and the real part is not a NaN.
fn inf_imag_domain(z: C) -> Status {
    if z.im.is_infinite() && !z.re.is_nan() {
        Status::Domain
    } else {
        Status::Ok
    }
}

fn overflow_status(r: C) -> Status {
    if r.re.is_infinite() || r.im.is_infinite() {
        Status::Range
    } else {
        Status::Ok
    }
}

fn c_cosh(z: C) -> Outcome {
    if is_special(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0. {
            let (s, co) = (z.im.sin(), z.im.cos());
            if z.re > 0. {
                c(INF.copysign(co), INF.copysign(s))
            } else {
                c(INF.copysign(co), -INF.copysign(s))
            }
        } else {
            lookup(&COSH_SPECIAL, z)
        };
        return (r, inf_imag_domain(z));
    }
    let r = if z.re.abs() > log_large() {
        // cosh(x) overflows before cosh(z) does: use cosh(x - 1) * e.
        let x1 = z.re - 1f64.copysign(z.re);
        c(z.im.cos() * x1.cosh() * E, z.im.sin() * x1.sinh() * E)
    } else {
        c(z.im.cos() * z.re.cosh(), z.im.sin() * z.re.sinh())
    };
    (r, overflow_status(r))
}

fn c_exp(z: C) -> Outcome {
    if is_special(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0. {
            let (s, co) = (z.im.sin(), z.im.cos());
            if z.re > 0. {
                c(INF.copysign(co), INF.copysign(s))
            } else {
                c(0f64.copysign(co), 0f64.copysign(s))
            }
        } else {
            lookup(&EXP_SPECIAL, z)
        };
        let domain = z.im.is_infinite() && (z.re.is_finite() || (z.re.is_infinite() && z.re > 0.));
        return (r, if domain { Status::Domain } else { Status::Ok });
    }
    let r = if z.re > log_large() {
        let l = (z.re - 1.).exp();
        c(l * z.im.cos() * E, l * z.im.sin() * E)
    } else {
        let l = z.re.exp();
        c(l * z.im.cos(), l * z.im.sin())
    };
    (r, overflow_status(r))
}

fn c_log(z: C) -> Outcome {
    if is_special(z) {
        return (lookup(&LOG_SPECIAL, z), Status::Ok);
    }
    let ax = z.re.abs();
    let ay = z.im.abs();
    let re = if ax > LARGE || ay > LARGE {
        (ax / 2.).hypot(ay / 2.).ln() + LN_2
    } else if ax < DBL_MIN && ay < DBL_MIN {
        if ax > 0. || ay > 0. {
            // hypot would be subnormal: rescale by 2**53 first.
            (ax * SCALE_UP).hypot(ay * SCALE_UP).ln() - 53. * LN_2
        } else {
            return (c(-INF, z.im.atan2(z.re)), Status::Domain);
        }
    } else {
        let h = ax.hypot(ay);
        if (0.71..=1.73).contains(&h) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            ((am - 1.) * (am + 1.) + an * an).ln_1p() / 2.
        } else {
            h.ln()
        }
    };
    (c(re, z.im.atan2(z.re)), Status::Ok)
}

fn c_log10(z: C) -> Outcome {
    let (r, status) = c_log(z);
    (c(r.re / LN_10, r.im / LN_10), status)
}

/// sin(z) = -i sinh(iz).
fn c_sin(z: C) -> Outcome {
    let (s, status) = c_sinh(c(-z.im, z.re));
    (c(s.im, -s.re), status)
}

fn c_sinh(z: C) -> Outcome {
    if is_special(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0. {
            let (s, co) = (z.im.sin(), z.im.cos());
            if z.re > 0. {
                c(INF.copysign(co), INF.copysign(s))
            } else {
                c(-INF.copysign(co), INF.copysign(s))
            }
        } else {
            lookup(&SINH_SPECIAL, z)
        };
        return (r, inf_imag_domain(z));
    }
    let r = if z.re.abs() > log_large() {
        let x1 = z.re - 1f64.copysign(z.re);
        c(z.im.cos() * x1.sinh() * E, z.im.sin() * x1.cosh() * E)
    } else {
        c(z.im.cos() * z.re.sinh(), z.im.sin() * z.re.cosh())
    };
    (r, overflow_status(r))
}

fn c_sqrt(z: C) -> Outcome {
    if is_special(z) {
        return (lookup(&SQRT_SPECIAL, z), Status::Ok);
    }
    if z.re == 0. && z.im == 0. {
        return (c(0., z.im), Status::Ok);
    }
    let ax = z.re.abs();
    let ay = z.im.abs();
    let s = if ax < DBL_MIN && ay < DBL_MIN {
        // Subnormal parts: scale up by 2**53, take the root, scale down by 2**27.
        let ax = ax * SCALE_UP;
        (ax + ax.hypot(ay * SCALE_UP)).sqrt() * SCALE_DOWN
    } else {
        let ax = ax / 8.;
        2. * (ax + ax.hypot(ay / 8.)).sqrt()
    };
    let d = ay / (2. * s);
    let r = if z.re >= 0. { c(s, d.copysign(z.im)) } else { c(d, s.copysign(z.im)) };
    (r, Status::Ok)
}

/// tan(z) = -i tanh(iz).
fn c_tan(z: C) -> Outcome {
    let (s, status) = c_tanh(c(-z.im, z.re));
    (c(s.im, -s.re), status)
}

fn c_tanh(z: C) -> Outcome {
    if is_special(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0. {
            let sign = 0f64.copysign(2. * z.im.sin() * z.im.cos());
            c(if z.re > 0. { 1.0 } else { -1.0 }, sign)
        } else {
            lookup(&TANH_SPECIAL, z)
        };
        let status = if z.im.is_infinite() && z.re.is_finite() { Status::Domain } else { Status::Ok };
        return (r, status);
    }
    let r = if z.re.abs() > log_large() {
        c(1f64.copysign(z.re), 4. * z.im.sin() * z.im.cos() * (-2. * z.re.abs()).exp())
    } else {
        let tx = z.re.tanh();
        let ty = z.im.tan();
        let cx = 1. / z.re.cosh();
        let txty = tx * ty;
        let denom = 1. + txty * txty;
        c(tx * (1. + ty * ty) / denom, ((ty / denom) * cx) * cx)
    };
    (r, Status::Ok)
}

/// Complex division as CPython's `complex.__truediv__` does it (Smith's method); a zero
/// divisor is a domain error.
fn quotient(a: C, b: C) -> Outcome {
    let abs_re = b.re.abs();
    let abs_im = b.im.abs();
    if abs_re >= abs_im {
        if abs_re == 0. {
            return (c(0., 0.), Status::Domain);
        }
        let ratio = b.im / b.re;
        let denom = b.re + b.im * ratio;
        (c((a.re + a.im * ratio) / denom, (a.im - a.re * ratio) / denom), Status::Ok)
    } else if abs_im >= abs_re {
        let ratio = b.re / b.im;
        let denom = b.re * ratio + b.im;
        (c((a.re * ratio + a.im) / denom, (a.im * ratio - a.re) / denom), Status::Ok)
    } else {
        (c(N, N), Status::Ok)
    }
}

/// `abs(z)` with C99's rules (an infinite part wins over a NaN); overflow is a range error.
fn modulus(z: C) -> (f64, Status) {
    if !z.re.is_finite() || !z.im.is_finite() {
        if z.re.is_infinite() {
            return (z.re.abs(), Status::Ok);
        }
        if z.im.is_infinite() {
            return (z.im.abs(), Status::Ok);
        }
        return (N, Status::Ok);
    }
    let r = z.re.hypot(z.im);
    (r, if r.is_finite() { Status::Ok } else { Status::Range })
}

// ----- the other entry points -----

/// `log(z[, base])`.
fn log(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const LOG: Signature<1, 1> = Signature::positional("cmath", "log", ["z"], ["base"]);
    let ([z], [base]) = LOG.bind(args, kw)?;
    let x = to_complex(vm, z)?;
    let (mut r, mut status) = c_log(x);
    if let Some(base) = base {
        let y = to_complex(vm, base)?;
        // As in CPython, the status of the base's logarithm replaces the first one.
        let (ly, s) = c_log(y);
        status = s;
        let (q, qs) = quotient(r, ly);
        r = q;
        if qs != Status::Ok {
            status = qs;
        }
    }
    finish((r, status))
}

/// `phase(z)`: the argument of z. The C library's `atan2` reports a range error when a
/// non-zero `y` over a finite `x` underflows to zero, and CPython passes that on.
fn phase(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let z = to_complex(vm, one("phase", args, kw)?)?;
    let phi = z.im.atan2(z.re);
    if phi == 0. && z.im != 0. && z.re.is_finite() {
        return Err(PyErr::overflow("math range error"));
    }
    Ok(Value::Float(phi))
}

/// `polar(z)`: (modulus, phase).
fn polar(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let z = to_complex(vm, one("polar", args, kw)?)?;
    let phi = z.im.atan2(z.re);
    match modulus(z) {
        (r, Status::Ok) => Ok(Value::tuple(vec![Value::Float(r), Value::Float(phi)])),
        _ => Err(PyErr::overflow("math range error")),
    }
}

/// `rect(r, phi)`: from polar coordinates.
fn rect(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const RECT: Signature<2, 0> = Signature::positional("cmath", "rect", ["r", "phi"], []);
    let ([r, phi], []) = RECT.bind(args, kw)?;
    let r = super::math::to_f64(vm, r)?;
    let phi = super::math::to_f64(vm, phi)?;
    if !r.is_finite() || !phi.is_finite() {
        let z = if r.is_infinite() && phi.is_finite() && phi != 0. {
            let (s, co) = (phi.sin(), phi.cos());
            if r > 0. {
                c(INF.copysign(co), INF.copysign(s))
            } else {
                c(-INF.copysign(co), -INF.copysign(s))
            }
        } else {
            lookup(&RECT_SPECIAL, c(r, phi))
        };
        let status = if r != 0. && !r.is_nan() && phi.is_infinite() { Status::Domain } else { Status::Ok };
        return finish((z, status));
    }
    if phi == 0. {
        return Ok(complex(r, r * phi));
    }
    Ok(complex(r * phi.cos(), r * phi.sin()))
}

fn isfinite(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let z = to_complex(vm, one("isfinite", args, kw)?)?;
    Ok(Value::Bool(z.re.is_finite() && z.im.is_finite()))
}

fn isnan(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let z = to_complex(vm, one("isnan", args, kw)?)?;
    Ok(Value::Bool(z.re.is_nan() || z.im.is_nan()))
}

fn isinf(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let z = to_complex(vm, one("isinf", args, kw)?)?;
    Ok(Value::Bool(z.re.is_infinite() || z.im.is_infinite()))
}

/// `isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`.
fn isclose(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([a, b], [rel_tol, abs_tol]) = super::math::ISCLOSE.bind(args, kw)?;
    let a = to_complex(vm, a)?;
    let b = to_complex(vm, b)?;
    let rel_tol = match rel_tol {
        Some(v) => super::math::to_f64(vm, v)?,
        None => 1e-9,
    };
    let abs_tol = match abs_tol {
        Some(v) => super::math::to_f64(vm, v)?,
        None => 0.0,
    };
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(PyErr::value_error("tolerances must be non-negative"));
    }
    if a.re == b.re && a.im == b.im {
        return Ok(Value::Bool(true));
    }
    if a.re.is_infinite() || a.im.is_infinite() || b.re.is_infinite() || b.im.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = modulus(c(a.re - b.re, a.im - b.im)).0;
    let close = diff <= rel_tol * modulus(b).0 || diff <= rel_tol * modulus(a).0 || diff <= abs_tol;
    Ok(Value::Bool(close))
}
