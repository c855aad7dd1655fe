//! `random`'s real-valued distributions (`uniform` … `weibullvariate`), each calling
//! `random()` in CPython's order so seeded streams match.

use super::*;

// ----- real-valued distributions -----

pub(super) fn uniform(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("uniform", args)?;
    let b = bind("uniform", rest, kw, &["a", "b"], 2, &[])?;
    let a = float_arg(vm, &b[0], 0.0)?;
    let bb = float_arg(vm, &b[1], 0.0)?;
    let r = rand_float(vm, this)?;
    Ok(Value::Float(a + (bb - a) * r))
}

pub(super) fn triangular(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("triangular", args)?;
    let b = bind("triangular", rest, kw, &["low", "high", "mode"], 0, &[])?;
    let mut low = float_arg(vm, &b[0], 0.0)?;
    let mut high = float_arg(vm, &b[1], 1.0)?;
    let mut u = rand_float(vm, this)?;
    let mut c = match b[2].as_ref().filter(|m| !m.is_none()) {
        None => 0.5,
        Some(m) => {
            let m = to_f64(vm, m)?;
            if high - low == 0.0 {
                return Ok(b[0].clone().unwrap_or(Value::Float(0.0)));
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

pub(super) fn normalvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("normalvariate", args)?;
    let b = bind("normalvariate", rest, kw, &["mu", "sigma"], 0, &[])?;
    let mu = float_arg(vm, &b[0], 0.0)?;
    let sigma = float_arg(vm, &b[1], 1.0)?;
    Ok(Value::Float(normal_impl(vm, this, mu, sigma)?))
}

pub(super) fn gauss(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("gauss", args)?;
    let b = bind("gauss", rest, kw, &["mu", "sigma"], 0, &[])?;
    let mu = float_arg(vm, &b[0], 0.0)?;
    let sigma = float_arg(vm, &b[1], 1.0)?;
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

pub(super) fn lognormvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("lognormvariate", args)?;
    let b = bind("lognormvariate", rest, kw, &["mu", "sigma"], 2, &[])?;
    let mu = float_arg(vm, &b[0], 0.0)?;
    let sigma = float_arg(vm, &b[1], 1.0)?;
    Ok(Value::Float(normal_impl(vm, this, mu, sigma)?.exp()))
}

pub(super) fn expovariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("expovariate", args)?;
    let b = bind("expovariate", rest, kw, &["lambd"], 1, &[])?;
    let lambd = float_arg(vm, &b[0], 1.0)?;
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

pub(super) fn vonmisesvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("vonmisesvariate", args)?;
    let b = bind("vonmisesvariate", rest, kw, &["mu", "kappa"], 2, &[])?;
    let mu = float_arg(vm, &b[0], 0.0)?;
    let kappa = float_arg(vm, &b[1], 0.0)?;
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

pub(super) fn gammavariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("gammavariate", args)?;
    let b = bind("gammavariate", rest, kw, &["alpha", "beta"], 2, &[])?;
    let alpha = float_arg(vm, &b[0], 0.0)?;
    let beta = float_arg(vm, &b[1], 0.0)?;
    Ok(Value::Float(gamma_impl(vm, this, alpha, beta)?))
}

pub(super) fn betavariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("betavariate", args)?;
    let b = bind("betavariate", rest, kw, &["alpha", "beta"], 2, &[])?;
    let alpha = float_arg(vm, &b[0], 0.0)?;
    let beta = float_arg(vm, &b[1], 0.0)?;
    let y = gamma_impl(vm, this, alpha, 1.0)?;
    if y != 0.0 {
        let z = gamma_impl(vm, this, beta, 1.0)?;
        return Ok(Value::Float(y / (y + z)));
    }
    Ok(Value::Float(0.0))
}

pub(super) fn paretovariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("paretovariate", args)?;
    let b = bind("paretovariate", rest, kw, &["alpha"], 1, &[])?;
    let alpha = float_arg(vm, &b[0], 1.0)?;
    let u = 1.0 - rand_float(vm, this)?;
    if alpha == 0.0 {
        return Err(PyErr::zero_division("float division by zero"));
    }
    Ok(Value::Float(u.powf(-1.0 / alpha)))
}

pub(super) fn weibullvariate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, rest) = self_arg("weibullvariate", args)?;
    let b = bind("weibullvariate", rest, kw, &["alpha", "beta"], 2, &[])?;
    let alpha = float_arg(vm, &b[0], 1.0)?;
    let beta = float_arg(vm, &b[1], 1.0)?;
    let u = 1.0 - rand_float(vm, this)?;
    if beta == 0.0 {
        return Err(PyErr::zero_division("float division by zero"));
    }
    Ok(Value::Float(alpha * (-u.ln()).powf(1.0 / beta)))
}
