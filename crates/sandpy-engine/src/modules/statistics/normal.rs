//! The inverse CDF of the normal distribution: Wichura's algorithm AS241 (PPND16,
//! "The Percentage Points of the Normal Distribution", Applied Statistics 37(3), 1988),
//! rational approximations accurate to about 1e-16, evaluated in Horner form in the same
//! operation order as CPython's `_statistics` so the results are identical.

use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

// The coefficients are the published digits of AS241, kept verbatim.
/// Central region, |p - 0.5| <= 0.425: numerator and denominator in r = 0.180625 - q*q,
/// highest power first.
#[allow(clippy::excessive_precision)]
const CENTRAL_NUM: [f64; 8] = [
    2.5090809287301226727e3,
    3.3430575583588128105e4,
    6.7265770927008700853e4,
    4.5921953931549871457e4,
    1.3731693765509461125e4,
    1.9715909503065514427e3,
    1.3314166789178437745e2,
    3.3871328727963666080e0,
];
#[allow(clippy::excessive_precision)]
const CENTRAL_DEN: [f64; 8] = [
    5.2264952788528545610e3,
    2.8729085735721942674e4,
    3.9307895800092710610e4,
    2.1213794301586595867e4,
    5.3941960214247511077e3,
    6.8718700749205790830e2,
    4.2313330701600911252e1,
    1.0,
];
/// Intermediate tails, r = sqrt(-log(min(p, 1-p))) - 1.6 for r <= 5.
#[allow(clippy::excessive_precision)]
const NEAR_NUM: [f64; 8] = [
    7.74545014278341407640e-4,
    2.27238449892691845833e-2,
    2.41780725177450611770e-1,
    1.27045825245236838258e0,
    3.64784832476320460504e0,
    5.76949722146069140550e0,
    4.63033784615654529590e0,
    1.42343711074968357734e0,
];
#[allow(clippy::excessive_precision)]
const NEAR_DEN: [f64; 8] = [
    1.05075007164441684324e-9,
    5.47593808499534494600e-4,
    1.51986665636164571966e-2,
    1.48103976427480074590e-1,
    6.89767334985100004550e-1,
    1.67638483018380384940e0,
    2.05319162663775882187e0,
    1.0,
];
/// Far tails, r - 5 for r > 5.
#[allow(clippy::excessive_precision)]
const FAR_NUM: [f64; 8] = [
    2.01033439929228813265e-7,
    2.71155556874348757815e-5,
    1.24266094738807843860e-3,
    2.65321895265761230930e-2,
    2.96560571828504891230e-1,
    1.78482653991729133580e0,
    5.46378491116411436990e0,
    6.65790464350110377720e0,
];
#[allow(clippy::excessive_precision)]
const FAR_DEN: [f64; 8] = [
    2.04426310338993978564e-15,
    1.42151175831644588870e-7,
    1.84631831751005468180e-5,
    7.86869131145613259100e-4,
    1.48753612908506148525e-2,
    1.36929880922735805310e-1,
    5.99832206555887937690e-1,
    1.0,
];

/// `((c0*r + c1)*r + c2)*r + ...`, highest power first.
fn horner(coeffs: &[f64; 8], r: f64) -> f64 {
    let mut acc = coeffs[0];
    for c in &coeffs[1..] {
        acc = acc * r + c;
    }
    acc
}

/// The value x with P(X <= x) = p for X ~ N(mu, sigma).
pub fn inv_cdf_f64(p: f64, mu: f64, sigma: f64) -> f64 {
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180625 - q * q;
        let x = horner(&CENTRAL_NUM, r) * q / horner(&CENTRAL_DEN, r);
        return mu + x * sigma;
    }
    let r = if q <= 0.0 { p } else { 1.0 - p };
    let r = (-r.ln()).sqrt();
    let (num, den) = if r <= 5.0 {
        let r = r - 1.6;
        (horner(&NEAR_NUM, r), horner(&NEAR_DEN, r))
    } else {
        let r = r - 5.0;
        (horner(&FAR_NUM, r), horner(&FAR_DEN, r))
    };
    let x = num / den;
    let x = if q < 0.0 { -x } else { x };
    mu + x * sigma
}

/// `_normal_dist_inv_cdf(p, mu, sigma)`.
pub fn inv_cdf(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [p, mu, sigma] = args else {
        return Err(PyErr::type_error("_normal_dist_inv_cdf expected 3 arguments"));
    };
    let p = crate::types::float::float_from_value(vm, p)?;
    let mu = crate::types::float::float_from_value(vm, mu)?;
    let sigma = crate::types::float::float_from_value(vm, sigma)?;
    Ok(Value::Float(inv_cdf_f64(p, mu, sigma)))
}
