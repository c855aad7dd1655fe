//! `random`'s real-valued distributions (`uniform` … `weibullvariate`), each calling
//! `random()` in CPython's order so seeded streams match.

use super::*;

// ----- real-valued distributions -----

const UNIFORM: Signature<2, 0> = Signature::python("Random", "uniform", ["a", "b"], []);

pub(super) fn uniform(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [a, b], []) = UNIFORM.bind_method(args, kw)?;
    let a = to_f64(vm, a)?;
    let bb = to_f64(vm, b)?;
    let r = rand_float(vm, this)?;
    Ok(Value::Float(a + (bb - a) * r))
}

const TRIANGULAR: Signature<0, 3> = Signature::python("Random", "triangular", [], ["low", "high", "mode"]);

pub(super) fn triangular(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [low_arg, high_arg, mode]) = TRIANGULAR.bind_method(args, kw)?;
    let mut low = float_arg(vm, low_arg, 0.0)?;
    let mut high = float_arg(vm, high_arg, 1.0)?;
    let mut u = rand_float(vm, this)?;
    let mut c = match mode.filter(|m| !m.is_none()) {
        None => 0.5,
        Some(m) => {
            let m = to_f64(vm, m)?;
            if high - low == 0.0 {
                return Ok(low_arg.cloned().unwrap_or(Value::Float(0.0)));
            }
            (m - low) / (high - low)
        }
    };
    if u > c {
        u = 1.0 - u;
        c = 1.0 - c;
        std::mem::swap(&mut low, &mut high);
    }
    Ok(Value::Float(low + (high - low) * (u * c).sqrt()))
}

pub(super) fn normal_impl(vm: &mut Vm, this: &Value, mu: f64, sigma: f64) -> PyResult<f64> {
    let magic = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
    loop {
        let u1 = rand_float(vm, this)?;
        let u2 = 1.0 - rand_float(vm, this)?;
        let z = magic * (u1 - 0.5) / u2;
        let zz = z * z / 4.0;
        if zz <= -u2.ln() {
            return Ok(mu + z * sigma);
        }
    }
}

const NORMALVARIATE: Signature<0, 2> = Signature::python("Random", "normalvariate", [], ["mu", "sigma"]);

pub(super) fn normalvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [mu, sigma]) = NORMALVARIATE.bind_method(args, kw)?;
    let mu = float_arg(vm, mu, 0.0)?;
    let sigma = float_arg(vm, sigma, 1.0)?;
    Ok(Value::Float(normal_impl(vm, this, mu, sigma)?))
}

const GAUSS: Signature<0, 2> = Signature::python("Random", "gauss", [], ["mu", "sigma"]);

pub(super) fn gauss(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [mu, sigma]) = GAUSS.bind_method(args, kw)?;
    let mu = float_arg(vm, mu, 0.0)?;
    let sigma = float_arg(vm, sigma, 1.0)?;
    let cached = match this {
        Value::Instance(inst) => inst.dict.borrow().get("gauss_next").cloned().unwrap_or(Value::None),
        _ => Value::None,
    };
    set_gauss_next(this, Value::None);
    let z = if cached.is_none() {
        let x2pi = rand_float(vm, this)? * (2.0 * std::f64::consts::PI);
        let g2rad = (-2.0 * (1.0 - rand_float(vm, this)?).ln()).sqrt();
        set_gauss_next(this, Value::Float(x2pi.sin() * g2rad));
        x2pi.cos() * g2rad
    } else {
        to_f64(vm, &cached)?
    };
    Ok(Value::Float(mu + z * sigma))
}

const LOGNORMVARIATE: Signature<2, 0> = Signature::python("Random", "lognormvariate", ["mu", "sigma"], []);

pub(super) fn lognormvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [mu, sigma], []) = LOGNORMVARIATE.bind_method(args, kw)?;
    let mu = to_f64(vm, mu)?;
    let sigma = to_f64(vm, sigma)?;
    Ok(Value::Float(normal_impl(vm, this, mu, sigma)?.exp()))
}

const EXPOVARIATE: Signature<1, 0> = Signature::python("Random", "expovariate", ["lambd"], []);

pub(super) fn expovariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [lambd], []) = EXPOVARIATE.bind_method(args, kw)?;
    let lambd = to_f64(vm, lambd)?;
    let r = rand_float(vm, this)?;
    if lambd == 0.0 {
        return Err(PyErr::zero_division("float division by zero"));
    }
    Ok(Value::Float(-(1.0 - r).ln() / lambd))
}

/// Python's float `%` (result has the sign of the divisor).
pub(super) fn py_fmod(x: f64, y: f64) -> f64 {
    let m = x % y;
    if m != 0.0 && ((m < 0.0) != (y < 0.0)) {
        m + y
    } else if m == 0.0 {
        0.0f64.copysign(y)
    } else {
        m
    }
}

const VONMISESVARIATE: Signature<2, 0> = Signature::python("Random", "vonmisesvariate", ["mu", "kappa"], []);

pub(super) fn vonmisesvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [mu, kappa], []) = VONMISESVARIATE.bind_method(args, kw)?;
    let mu = to_f64(vm, mu)?;
    let kappa = to_f64(vm, kappa)?;
    let two_pi = 2.0 * std::f64::consts::PI;
    if kappa <= 1e-6 {
        return Ok(Value::Float(two_pi * rand_float(vm, this)?));
    }
    let s = 0.5 / kappa;
    let r = s + (1.0 + s * s).sqrt();
    let z = loop {
        let u1 = rand_float(vm, this)?;
        let z = (std::f64::consts::PI * u1).cos();
        let d = z / (r + z);
        let u2 = rand_float(vm, this)?;
        if u2 < 1.0 - d * d || u2 <= (1.0 - d) * d.exp() {
            break z;
        }
    };
    let q = 1.0 / r;
    let f = (q + z) / (1.0 + q * z);
    let u3 = rand_float(vm, this)?;
    let theta = if u3 > 0.5 { py_fmod(mu + f.acos(), two_pi) } else { py_fmod(mu - f.acos(), two_pi) };
    Ok(Value::Float(theta))
}

pub(super) fn gamma_impl(vm: &mut Vm, this: &Value, alpha: f64, beta: f64) -> PyResult<f64> {
    if alpha <= 0.0 || beta <= 0.0 {
        return Err(PyErr::value_error("gammavariate: alpha and beta must be > 0.0"));
    }
    if alpha > 1.0 {
        let ainv = (2.0 * alpha - 1.0).sqrt();
        let bbb = alpha - 4.0f64.ln();
        let ccc = alpha + ainv;
        let sg_magic = 1.0 + 4.5f64.ln();
        loop {
            let u1 = rand_float(vm, this)?;
            if !(1e-7 < u1 && u1 < 0.9999999) {
                continue;
            }
            let u2 = 1.0 - rand_float(vm, this)?;
            let v = (u1 / (1.0 - u1)).ln() / ainv;
            let x = alpha * v.exp();
            let z = u1 * u1 * u2;
            let r = bbb + ccc * v - x;
            if r + sg_magic - 4.5 * z >= 0.0 || r >= z.ln() {
                return Ok(x * beta);
            }
        }
    } else if alpha == 1.0 {
        Ok(-(1.0 - rand_float(vm, this)?).ln() * beta)
    } else {
        let e = std::f64::consts::E;
        loop {
            let u = rand_float(vm, this)?;
            let b = (e + alpha) / e;
            let p = b * u;
            let x = if p <= 1.0 { p.powf(1.0 / alpha) } else { -((b - p) / alpha).ln() };
            let u1 = rand_float(vm, this)?;
            if p > 1.0 {
                if u1 <= x.powf(alpha - 1.0) {
                    return Ok(x * beta);
                }
            } else if u1 <= (-x).exp() {
                return Ok(x * beta);
            }
        }
    }
}

const GAMMAVARIATE: Signature<2, 0> = Signature::python("Random", "gammavariate", ["alpha", "beta"], []);

pub(super) fn gammavariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [alpha, beta], []) = GAMMAVARIATE.bind_method(args, kw)?;
    let alpha = to_f64(vm, alpha)?;
    let beta = to_f64(vm, beta)?;
    Ok(Value::Float(gamma_impl(vm, this, alpha, beta)?))
}

const BETAVARIATE: Signature<2, 0> = Signature::python("Random", "betavariate", ["alpha", "beta"], []);

pub(super) fn betavariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [alpha, beta], []) = BETAVARIATE.bind_method(args, kw)?;
    let alpha = to_f64(vm, alpha)?;
    let beta = to_f64(vm, beta)?;
    let y = gamma_impl(vm, this, alpha, 1.0)?;
    if y != 0.0 {
        let z = gamma_impl(vm, this, beta, 1.0)?;
        return Ok(Value::Float(y / (y + z)));
    }
    Ok(Value::Float(0.0))
}

const PARETOVARIATE: Signature<1, 0> = Signature::python("Random", "paretovariate", ["alpha"], []);

pub(super) fn paretovariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [alpha], []) = PARETOVARIATE.bind_method(args, kw)?;
    let alpha = to_f64(vm, alpha)?;
    let u = 1.0 - rand_float(vm, this)?;
    if alpha == 0.0 {
        return Err(PyErr::zero_division("float division by zero"));
    }
    Ok(Value::Float(u.powf(-1.0 / alpha)))
}

const WEIBULLVARIATE: Signature<2, 0> = Signature::python("Random", "weibullvariate", ["alpha", "beta"], []);

pub(super) fn weibullvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [alpha, beta], []) = WEIBULLVARIATE.bind_method(args, kw)?;
    let alpha = to_f64(vm, alpha)?;
    let beta = to_f64(vm, beta)?;
    let u = 1.0 - rand_float(vm, this)?;
    if beta == 0.0 {
        return Err(PyErr::zero_division("float division by zero"));
    }
    Ok(Value::Float(alpha * (-u.ln()).powf(1.0 / beta)))
}
