//! `Decimal.__format__`: the format-spec mini-language as CPython's decimal implements it
//! ([[fill]align][sign][z][0][width][,][.precision][type], types e E f F g G n %; no `#`
//! and no `_` grouping), with rounding by the current context's rounding mode.

use num_bigint::BigUint;

use super::number::{self, Dec, Kind};
use super::ops::this;
use super::round::{self, Env};
use super::{current_context, read_ctx};
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

struct Spec {
    fill: char,
    align: char,
    sign: char,
    no_neg_zero: bool,
    zeropad: bool,
    width: usize,
    thousands: bool,
    precision: Option<u64>,
    kind: Option<char>,
}

fn invalid() -> PyErr {
    PyErr::value_error("invalid format string")
}

fn parse_spec(s: &str) -> PyResult<Spec> {
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut spec = Spec {
        fill: ' ',
        align: '>',
        sign: '-',
        no_neg_zero: false,
        zeropad: false,
        width: 0,
        thousands: false,
        precision: None,
        kind: None,
    };
    let is_align = |c: char| matches!(c, '<' | '>' | '=' | '^');
    let mut aligned = false;
    if chars.len() >= 2 && is_align(chars[1]) {
        spec.fill = chars[0];
        spec.align = chars[1];
        i = 2;
        aligned = true;
    } else if !chars.is_empty() && is_align(chars[0]) {
        spec.align = chars[0];
        i = 1;
        aligned = true;
    }
    if let Some(&c) = chars.get(i).filter(|c| matches!(c, '+' | '-' | ' ')) {
        spec.sign = c;
        i += 1;
    }
    if chars.get(i) == Some(&'z') {
        spec.no_neg_zero = true;
        i += 1;
    }
    if chars.get(i) == Some(&'0') {
        if aligned {
            return Err(invalid());
        }
        spec.zeropad = true;
        spec.fill = '0';
        spec.align = '=';
        i += 1;
    }
    let start = i;
    while chars.get(i).is_some_and(|c| c.is_ascii_digit()) {
        i += 1;
    }
    if i > start {
        let w: String = chars[start..i].iter().collect();
        let width: i64 = w.parse().map_err(|_| invalid())?;
        if width as u64 > round::MAX_DIGITS {
            return Err(PyErr::memory());
        }
        spec.width = width as usize;
    }
    if chars.get(i) == Some(&',') {
        spec.thousands = true;
        i += 1;
    }
    if chars.get(i) == Some(&'.') {
        i += 1;
        let start = i;
        while chars.get(i).is_some_and(|c| c.is_ascii_digit()) {
            i += 1;
        }
        if i == start {
            return Err(invalid());
        }
        let p: String = chars[start..i].iter().collect();
        let p: i64 = p.parse().map_err(|_| invalid())?;
        spec.precision = Some(p as u64);
    }
    if let Some(&c) = chars.get(i) {
        if !matches!(c, 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') {
            return Err(invalid());
        }
        if c == 'n' && spec.thousands {
            return Err(invalid());
        }
        spec.kind = Some(c);
        i += 1;
    }
    if i != chars.len() {
        return Err(invalid());
    }
    Ok(spec)
}

fn align(sign: &str, body: &str, spec: &Spec) -> String {
    let len = sign.chars().count() + body.chars().count();
    let pad = spec.width.saturating_sub(len);
    let padding: String = std::iter::repeat_n(spec.fill, pad).collect();
    match spec.align {
        '<' => format!("{}{}{}", sign, body, padding),
        '=' => format!("{}{}{}", sign, padding, body),
        '^' => {
            let half: String = std::iter::repeat_n(spec.fill, pad / 2).collect();
            let rest: String = std::iter::repeat_n(spec.fill, pad - pad / 2).collect();
            format!("{}{}{}{}", half, sign, body, rest)
        }
        _ => format!("{}{}{}", padding, sign, body),
    }
}

/// Groups `digits` by threes with commas; zero padding to `min_width` when asked.
fn group(digits: &str, thousands: bool, min_width: usize) -> String {
    if !thousands {
        let pad = min_width.saturating_sub(digits.len());
        return format!("{}{}", "0".repeat(pad), digits);
    }
    let mut rest = digits.to_string();
    let mut min_width = min_width as i64;
    let mut groups = Vec::new();
    loop {
        let l = (rest.len() as i64).max(min_width).clamp(1, 3) as usize;
        let take = l.min(rest.len());
        let tail = rest.split_off(rest.len() - take);
        groups.push(format!("{}{}", "0".repeat(l - take), tail));
        min_width -= l as i64;
        if rest.is_empty() && min_width <= 0 {
            break;
        }
        min_width -= 1;
    }
    groups.reverse();
    groups.join(",")
}

fn sign_text(neg: bool, spec: &Spec) -> &'static str {
    if neg {
        "-"
    } else {
        match spec.sign {
            '+' => "+",
            ' ' => " ",
            _ => "",
        }
    }
}

/// Rounds `d` to `n` significant digits (n >= 1).
fn round_sig(env: &mut Env, d: &Dec, n: u64) -> PyResult<Dec> {
    let have = d.digits();
    if have <= n {
        return Ok(d.clone());
    }
    let k = have - n;
    let mode = env.ctx.rounding;
    let (mut c, _) = round::round_digits(env, &d.coef, k, mode, d.neg)?;
    let mut exp = d.exp + k as i64;
    if number::digits(&c) > n {
        c /= 10u32;
        exp += 1;
    }
    Ok(Dec::finite(d.neg, c, exp))
}

pub fn format(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let text = match args.get(1) {
        Some(Value::Str(s)) => s.s.to_string(),
        Some(v) => return Err(PyErr::type_error(format!("format() argument 2 must be str, not {}", vm.type_name(v)))),
        None => String::new(),
    };
    let spec = parse_spec(&text)?;
    let ctx_value = current_context(vm);
    let ctx = read_ctx(&ctx_value);
    if x.kind != Kind::Finite {
        let mut body = number::to_string(vm, &x.clone().with_sign(false), false, true)?;
        if spec.kind == Some('%') {
            body.push('%');
        }
        return Ok(Value::string(align(sign_text(x.neg, &spec), &body, &spec)));
    }
    let kind = spec.kind.unwrap_or(if ctx.capitals { 'G' } else { 'g' });
    let mut env = Env { vm, ctx, conds: 0 };
    let mut d = x.clone();
    if kind == '%' {
        d.exp = d.exp.saturating_add(2);
    }
    if let Some(p) = spec.precision {
        env.work(p)?;
        d = match kind {
            'e' | 'E' if !d.is_zero() => {
                let r = round_sig(&mut env, &d, p + 1)?;
                // Fewer digits than asked for are padded with zeros.
                let target = r.adjusted() - p as i64;
                let mode = env.ctx.rounding;
                round::rescale(&mut env, &r, target.min(r.exp), mode)?
            }
            'e' | 'E' => d,
            'f' | 'F' | '%' => {
                let target = -(p as i64);
                if !d.is_zero() && d.adjusted() as i128 - target as i128 > round::MAX_DIGITS as i128 {
                    return Err(PyErr::memory());
                }
                let mode = env.ctx.rounding;
                round::rescale(&mut env, &d, target, mode)?
            }
            _ => round_sig(&mut env, &d, p.max(1))?,
        };
    }
    if d.is_zero() && d.exp > 0 && matches!(kind, 'f' | 'F' | '%') {
        d = Dec::finite(d.neg, BigUint::default(), 0);
    }
    // `z` drops the sign of a zero; with the upper-case types CPython only does so when
    // the value itself (not just its rounding) is zero.
    let drops_sign = spec.no_neg_zero && d.is_zero() && (!matches!(kind, 'E' | 'F' | 'G') || x.is_zero());
    let neg = d.neg && !drops_sign;
    let coef = crate::types::bigint_text::to_decimal(env.vm, &d.coef)?;
    let n = coef.len() as i64;
    let leftdigits = d.exp + n;
    let dotplace = match kind {
        'e' | 'E' => {
            if d.is_zero() && spec.precision.is_some() {
                1 - spec.precision.unwrap_or(0) as i64
            } else {
                1
            }
        }
        'f' | 'F' | '%' => leftdigits,
        _ => {
            if d.exp <= 0 && leftdigits > -6 {
                leftdigits
            } else {
                1
            }
        }
    };
    if dotplace.unsigned_abs() > round::MAX_DIGITS {
        return Err(PyErr::memory());
    }
    let (intpart, fracpart) = if dotplace < 0 {
        ("0".to_string(), format!("{}{}", "0".repeat(dotplace.unsigned_abs() as usize), coef))
    } else if dotplace > n {
        (format!("{}{}", coef, "0".repeat((dotplace - n) as usize)), String::new())
    } else {
        let (a, b) = coef.split_at(dotplace as usize);
        (if a.is_empty() { "0".to_string() } else { a.to_string() }, b.to_string())
    };
    let exp = leftdigits - dotplace;
    let sign = sign_text(neg, &spec);
    let mut tail = if fracpart.is_empty() { String::new() } else { format!(".{}", fracpart) };
    if exp != 0 || matches!(kind, 'e' | 'E') {
        let echar = if matches!(kind, 'E' | 'G') { 'E' } else { 'e' };
        tail.push_str(&format!("{}{:+}", echar, exp));
    }
    if kind == '%' {
        tail.push('%');
    }
    let min_width = if spec.zeropad { spec.width.saturating_sub(tail.len() + sign.len()) } else { 0 };
    let intpart = group(&intpart, spec.thousands, min_width);
    Ok(Value::string(align(sign, &format!("{}{}", intpart, tail), &spec)))
}
