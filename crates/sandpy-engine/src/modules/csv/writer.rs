//! `_csv.writer`: turns rows (any iterables) into delimited lines with the dialect's
//! quoting rules and hands each line to the file object's `write`.

use super::csv_error;
use super::dialect::{self, Params, QUOTE_ALL, QUOTE_NONE, QUOTE_NONNUMERIC};
use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// Whether CPython's `PyNumber_Check` holds (numbers are left unquoted by QUOTE_NONNUMERIC).
fn is_number(v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(_) => true,
        Value::Instance(inst) => {
            ["__index__", "__int__", "__float__"].iter().any(|m| inst.class.lookup(m).is_some())
                || matches!(&*inst.base_value.borrow(), Value::Int(_) | Value::BigInt(_) | Value::Float(_))
        }
        _ => false,
    }
}

/// Appends one field to `rec` (`first` = no delimiter before it).
fn append_field(rec: &mut String, p: &Params, text: &str, mut quoted: bool, first: bool) -> Result<(), &'static str> {
    let mut body = String::with_capacity(text.len() + 2);
    for c in text.chars() {
        let special = c == p.delimiter || Some(c) == p.escapechar || Some(c) == p.quotechar || p.lineterminator.contains(c);
        if special {
            let mut want_escape = false;
            if p.quoting == QUOTE_NONE {
                want_escape = true;
            } else {
                if Some(c) == p.quotechar {
                    if p.doublequote {
                        body.push(c);
                    } else {
                        want_escape = true;
                    }
                } else if Some(c) == p.escapechar {
                    want_escape = true;
                }
                if !want_escape {
                    quoted = true;
                }
            }
            if want_escape {
                match p.escapechar {
                    Some(e) => body.push(e),
                    None => return Err("need to escape, but no escapechar set"),
                }
            }
        }
        body.push(c);
    }
    if !first {
        rec.push(p.delimiter);
    }
    let q = p.quotechar.filter(|_| quoted);
    if let Some(q) = q {
        rec.push(q);
    }
    rec.push_str(&body);
    if let Some(q) = q {
        rec.push(q);
    }
    Ok(())
}

/// The line for `row`, terminator included.
fn format_row(vm: &mut Vm, p: &Params, row: &Value) -> PyResult<String> {
    vm.charge(1)?;
    let it = match vm.get_iter(row) {
        Ok(it) => it,
        Err(e) if vm.error_is(&e, crate::error::ExcKind::TypeError) => {
            let msg = format!("iterable expected, not {}", vm.type_name(row));
            return Err(csv_error(vm, &msg));
        }
        Err(e) => return Err(e),
    };
    let mut rec = String::new();
    let mut count = 0usize;
    while let Some(field) = vm.iter_next(&it)? {
        let quoted = match p.quoting {
            QUOTE_NONNUMERIC => !is_number(&field),
            QUOTE_ALL => true,
            _ => false,
        };
        let text = match &field {
            Value::None => String::new(),
            Value::Str(s) => s.s.clone(),
            other => vm.str_of(other)?,
        };
        vm.charge(text.len() as u64 / 64 + 1)?;
        if let Err(m) = append_field(&mut rec, p, &text, quoted, count == 0) {
            return Err(csv_error(vm, m));
        }
        count += 1;
    }
    if count > 0 && rec.is_empty() {
        if p.quoting == QUOTE_NONE {
            return Err(csv_error(vm, "single empty field record must be quoted"));
        }
        let q = p.quotechar.unwrap_or('"');
        rec.push(q);
        rec.push(q);
    }
    rec.push_str(&p.lineterminator);
    Ok(rec)
}

fn params_of(vm: &mut Vm, this: &Value) -> PyResult<Params> {
    let d = vm.get_attr(this, "dialect")?;
    dialect::from_object(vm, &d)
}

/// `writer.writerow(row)`: returns what `write` returned.
pub fn writerow(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("writer", "writerow", ["row"], []);
    let (this, [row], []) = SIG.bind_method(args, kw)?;
    let p = params_of(vm, this)?;
    let line = format_row(vm, &p, row)?;
    let write = vm.get_attr(this, "_write")?;
    vm.call(&write, &[Value::string(line)], &[])
}

/// `writer.writerows(rows)`.
pub fn writerows(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("writer", "writerows", ["rows"], []);
    let (this, [rows], []) = SIG.bind_method(args, kw)?;
    let p = params_of(vm, this)?;
    let write = vm.get_attr(this, "_write")?;
    let rows = vm.get_iter(rows)?;
    while let Some(row) = vm.iter_next(&rows)? {
        let line = format_row(vm, &p, &row)?;
        vm.call(&write, &[Value::string(line)], &[])?;
    }
    Ok(Value::None)
}
