//! The natives behind `decimal.py`'s `Context`: `_ctx_op(context, name, *operands)` runs
//! an operation in an explicit context, `_create_decimal(context, value)` converts and
//! rounds; plus `fma`, shared with `Decimal.fma`.

use super::methods::{compare, convert, max, min, normalize, other_arg, to_integral_value};
use super::number::{self, Dec};
use super::round::{self, Env};
use super::{arith, new_dec, run, transc};
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, NativeFn, Value};
use crate::vm::Vm;

pub const MODULE_NATIVES: &[(&str, NativeFn)] = &[("_ctx_op", ctx_op), ("_create_decimal", create_decimal)];

/// `Context.create_decimal(num)`: converts and rounds to the context.
fn create_decimal(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let ctx = args.first().cloned().unwrap_or(Value::None);
    let value = args.get(1).cloned().unwrap_or_else(|| Value::str("0"));
    let (d, conds) = convert(vm, &value)?;
    let r = run(vm, &ctx, |env: &mut Env| {
        env.raise(conds);
        round::finalize(env, d)
    })?;
    Ok(new_dec(vm, &r))
}

/// `a*b + c` with a single rounding.
pub fn fma(env: &mut Env, a: &Dec, b: &Dec, c: &Dec) -> PyResult<Dec> {
    let digits_needed = a.digits().saturating_add(b.digits()).max(1);
    env.work(digits_needed)?;
    let wide = round::Ctx { prec: digits_needed as i64, emax: number::MAX_EMAX, emin: -number::MAX_EMAX, clamp: false, ..env.ctx };
    let saved = env.ctx;
    env.ctx = wide;
    let p = arith::mul(env, a, b);
    env.ctx = saved;
    let p = p?;
    arith::add(env, &p, c, false)
}

/// `_ctx_op(context, name, *operands)`: the arithmetic behind `Context` methods.
fn ctx_op(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let ctx = args.first().cloned().unwrap_or(Value::None);
    let name = match args.get(1) {
        Some(Value::Str(s)) => s.s.to_string(),
        _ => return Err(PyErr::type_error("operation name must be a string")),
    };
    let mut ops = Vec::new();
    for v in args.iter().skip(2) {
        ops.push(other_arg(vm, Some(v))?);
    }
    let zero = Dec::zero();
    let a = ops.first().unwrap_or(&zero).clone();
    let b = ops.get(1).unwrap_or(&zero).clone();
    let c = ops.get(2).unwrap_or(&zero).clone();
    if name == "divmod" {
        let (q, r) = run(vm, &ctx, |env: &mut Env| arith::divmod(env, &a, &b, 2))?;
        return Ok(Value::tuple(vec![new_dec(vm, &q), new_dec(vm, &r)]));
    }
    if matches!(name.as_str(), "plus" | "minus" | "abs") {
        let which = match name.as_str() {
            "minus" => 0,
            "plus" => 1,
            _ => 2,
        };
        let r = super::ops::unary(vm, &a, which, &ctx)?;
        return Ok(new_dec(vm, &r));
    }
    let r = run(vm, &ctx, |env: &mut Env| -> PyResult<Dec> {
        Ok(match name.as_str() {
            "add" => arith::add(env, &a, &b, false)?,
            "subtract" => arith::add(env, &a, &b, true)?,
            "multiply" => arith::mul(env, &a, &b)?,
            "divide" => arith::div(env, &a, &b)?,
            "divide_int" => arith::divmod(env, &a, &b, 0)?.0,
            "remainder" => arith::divmod(env, &a, &b, 1)?.0,
            "power" => transc::pow(env, &a, &b)?,
            "sqrt" => transc::sqrt(env, &a)?,
            "exp" => transc::exp(env, &a)?,
            "ln" => transc::ln(env, &a)?,
            "log10" => transc::log10(env, &a)?,
            "normalize" => normalize(env, &a)?,
            "compare" => compare(env, &a, &b)?,
            "max" => max(env, &a, &b)?,
            "min" => min(env, &a, &b)?,
            "fma" => fma(env, &a, &b, &c)?,
            "to_integral_value" => to_integral_value(env, &a)?,
            "quantize" => {
                let m = env.ctx.rounding;
                arith::quantize(env, &a, &b, m)?
            }
            _ => return Err(PyErr::attribute_error(format!("'Context' object has no attribute '{}'", name))),
        })
    })?;
    Ok(new_dec(vm, &r))
}
